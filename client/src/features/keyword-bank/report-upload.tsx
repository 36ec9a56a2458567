import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import type { KeywordImport } from '@common/contracts/keyword-bank';
import { dateRangeLabel } from '@common/keyword-reports/measured-label';
import { platformLabel } from '@common/constants/platforms';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-error';
import {
  bankImportsQuery,
  confirmReport,
  deleteReport,
  keywordBankKey,
  previewReport,
} from './api/keyword-bank-api';

/** A file on its way: read on the server, or refused. What was found is the server's (pending, below). */
type Upload =
  | { key: string; name: string; state: 'reading' }
  | { key: string; name: string; state: 'failed'; message: string };

const count = (n: number) => n.toLocaleString('en-IN');

/** What Vikreta found in one file, and the seller's choice: put it in the bank, or leave it. */
function FoundReport({ found }: { found: KeywordImport }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: keywordBankKey });
  const confirm = useMutation({
    mutationFn: () => confirmReport(found.id),
    onSuccess: async (done) => {
      await refresh();
      toast({
        variant: 'success',
        title: done.alreadyImported
          ? 'This file was already in your bank'
          : `${count(found.terms)} search terms added`,
      });
    },
    onError: (e) =>
      toast({ variant: 'destructive', title: e instanceof Error ? e.message : 'Could not add the file' }),
  });
  const discard = useMutation({ mutationFn: () => deleteReport(found.id), onSettled: refresh });
  const dates = dateRangeLabel(found.dateFrom, found.dateTo);
  return (
    <div className="space-y-3" data-testid="report-preview">
      <p className="text-sm break-all text-slate-500">{found.fileName}</p>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-slate-900">{found.reportName}</p>
        <Badge tone="blue">{platformLabel(found.marketplace)}</Badge>
        {found.alreadyImported && <Badge tone="yellow">Already in your bank</Badge>}
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Dates</dt>
          <dd className="font-medium text-slate-900">{dates || 'Not in the file'}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Rows read</dt>
          <dd className="font-medium text-slate-900">{count(found.rows)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Search terms</dt>
          <dd className="font-medium text-slate-900">{count(found.terms)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Rows left out</dt>
          <dd className="font-medium text-slate-900">{count(found.badRows)}</dd>
        </div>
      </dl>
      {found.skippedPlacements > 0 && (
        <p className="text-sm text-slate-600">
          {count(found.skippedPlacements)} product-page placements (an ASIN or * instead of a search) are not
          search terms and stay out.
        </p>
      )}
      {found.problems.length > 0 && (
        <div className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">Rows left out:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5" aria-label="Rows left out">
            {found.problems.map((p) => (
              <li key={`${p.line}-${p.column}`}>
                Line {p.line}, {p.column}: {p.message}
              </li>
            ))}
          </ul>
          {found.badRows > found.problems.length && (
            <p className="mt-1">…and {count(found.badRows - found.problems.length)} more.</p>
          )}
        </div>
      )}
      <details className="text-sm text-slate-600">
        <summary className="cursor-pointer">Columns read and left</summary>
        <p className="mt-1">
          <span className="font-medium text-slate-800">Read:</span> {found.columnsUsed.join(', ')}
        </p>
        {found.columnsIgnored.length > 0 && (
          <p className="mt-1">
            <span className="font-medium text-slate-800">Left:</span> {found.columnsIgnored.join(', ')}
          </p>
        )}
      </details>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => confirm.mutate()} disabled={confirm.isPending || discard.isPending}>
          Add to my keyword bank
        </Button>
        <Button variant="secondary" onClick={() => discard.mutate()} disabled={confirm.isPending}>
          Leave it out
        </Button>
      </div>
    </div>
  );
}

/** Choose report files; each is read on the server and shown before anything goes into the bank. */
export function ReportUpload() {
  const queryClient = useQueryClient();
  const imports = useQuery(bankImportsQuery);
  const pending = imports.data?.imports.filter((i) => i.status === 'pending') ?? [];
  const [uploads, setUploads] = useState<Upload[]>([]);
  const update = (key: string, next: Upload | null) =>
    setUploads((all) =>
      next ? all.map((u) => (u.key === key ? next : u)) : all.filter((u) => u.key !== key),
    );

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    for (const file of files) {
      const key = `${file.name}-${file.size}-${Date.now()}-${Math.random()}`;
      setUploads((all) => [...all, { key, name: file.name, state: 'reading' }]);
      previewReport(file).then(
        async () => {
          await queryClient.invalidateQueries({ queryKey: keywordBankKey });
          update(key, null);
        },
        (err: unknown) =>
          update(key, {
            key,
            name: file.name,
            state: 'failed',
            message: err instanceof ApiError ? err.message : 'The file could not be sent. Try again.',
          }),
      );
    }
  };

  return (
    <div className="space-y-4">
      <label className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center hover:border-brand-400">
        <FileUp className="h-6 w-6 text-brand-600" aria-hidden />
        <span className="font-medium text-slate-900">Choose report files</span>
        <span className="text-sm text-slate-600">
          Sponsored Products search term report, Search Query Performance, Flipkart Ads query report: CSV, TSV
          or XLSX as the console exports them, up to 64 MB each.
        </span>
        <input
          type="file"
          multiple
          accept=".csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="sr-only"
          aria-label="Report files"
          onChange={choose}
        />
      </label>
      {uploads.map((u) => (
        <Card key={u.key}>
          <CardBody className="space-y-2">
            <p className="text-sm break-all text-slate-500">{u.name}</p>
            {u.state === 'reading' && <p className="text-sm text-slate-700">Reading the file…</p>}
            {u.state === 'failed' && (
              <p role="alert" className="text-sm text-red-700">
                {u.message}
              </p>
            )}
          </CardBody>
        </Card>
      ))}
      {pending.map((found) => (
        <Card key={found.id}>
          <CardBody>
            <FoundReport found={found} />
          </CardBody>
        </Card>
      ))}
    </div>
  );
}
