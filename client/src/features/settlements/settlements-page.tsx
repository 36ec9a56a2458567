import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileUp, Trash2 } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { dateRangeLabel } from '@common/keyword-reports/measured-label';
import { settlementFormatNames, type Settlement } from '@common/contracts/settlements';
import { andList } from '@common/text/and-list';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { SettlementResult } from './settlement-result';
import { SettlementSettings } from './settlement-settings';
import {
  cancelSettlementCheck,
  deleteSettlement,
  settlementDisputes,
  settlementsKey,
  settlementsQuery,
  uploadSettlement,
} from './api/settlements-api';

/** A check on its way: the server's job, followed by polling, so a reload shows it still running. */
function CheckProgress({ settlement }: { settlement: Settlement }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelSettlementCheck(settlement.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settlementsKey }),
  });
  const checking = settlement.status === 'checking';
  const progress = checking ? (settlement.progress ?? 0) : 0;
  return (
    <div className="space-y-2" data-testid="settlement-progress">
      <p role="status" className="text-sm text-slate-700">
        {checking
          ? `Checking ${plural(settlement.lines, 'amount line')} against the rate card: ${progress}%`
          : 'Waiting for its turn…'}
      </p>
      <div
        className="h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label="Settlement check"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={checking ? `${progress}% checked` : 'Queued'}
      >
        <div
          className="h-full rounded-full bg-brand-500 transition-[width] duration-500"
          style={{ width: `${Math.max(progress, 4)}%` }}
        />
      </div>
      <Button variant="secondary" size="sm" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
        Cancel
      </Button>
    </div>
  );
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-IN')} ${word}${n === 1 ? '' : 's'}`;

function SettlementCard({ settlement }: { settlement: Settlement }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteSettlement(settlement.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settlementsKey }),
  });
  const download = async () => {
    try {
      saveFile('vikreta-settlement-disputes.csv', await settlementDisputes(settlement.id));
    } catch (e) {
      toast({
        variant: 'destructive',
        title: e instanceof Error ? e.message : 'Could not download the disputes',
      });
    }
  };
  return (
    <Card>
      <CardBody className="space-y-4" data-testid="settlement-card">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-sm break-all text-slate-500">{settlement.fileName}</p>
            <p className="font-semibold text-slate-900">{settlement.reportName}</p>
            <p className="text-sm text-slate-600">
              Settlement {settlement.settlementIds.join(', ') || '–'} ·{' '}
              {dateRangeLabel(settlement.dateFrom, settlement.dateTo) || 'no dates'} ·{' '}
              {[
                plural(settlement.orders, 'order'),
                plural(settlement.refunds, 'refund'),
                plural(settlement.lines, 'amount line'),
              ].join(', ')}
            </p>
          </div>
          <div className="flex gap-2">
            {settlement.result && (
              <Button variant="secondary" size="sm" onClick={download}>
                <Download className="h-4 w-4" aria-hidden /> Disputes CSV
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => remove.mutate()}
              aria-label={`Delete ${settlement.fileName}`}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        </div>
        {settlement.problems.length > 0 && (
          <ul
            className="list-disc rounded-lg bg-red-50 p-3 pl-8 text-sm text-red-800"
            aria-label="Lines not read"
          >
            {settlement.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        {settlement.status === 'queued' || settlement.status === 'checking' ? (
          <CheckProgress settlement={settlement} />
        ) : (
          <SettlementSettings settlement={settlement} />
        )}
        {settlement.result && settlement.status === 'checked' && (
          <SettlementResult result={settlement.result} />
        )}
      </CardBody>
    </Card>
  );
}

/** /settlements: a settlement file checked order by order against the marketplace's rate card. */
export default function SettlementsPage() {
  const queryClient = useQueryClient();
  const list = useQuery(settlementsQuery);
  const [reading, setReading] = useState<string | null>(null);
  const [error, setError] = useState('');
  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setReading(file.name);
    setError('');
    try {
      await uploadSettlement(file);
      await queryClient.invalidateQueries({ queryKey: settlementsKey });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The file could not be sent. Try again.');
    } finally {
      setReading(null);
    }
  };
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Settlement check</h1>
        <p className="mt-1 text-slate-600">
          Upload a settlement file: Vikreta recomputes every order from the published rate card and the tax
          rates of its date, and lists what was charged above it, with a dispute text for each. Free (no AI
          calls); the files are yours and deleted whenever you like.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Add a settlement file</CardTitle>
        </CardHeader>
        <CardBody className="space-y-3">
          <label className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center hover:border-brand-400">
            <FileUp className="h-6 w-6 text-brand-600" aria-hidden />
            <span className="font-medium text-slate-900">Choose a settlement file</span>
            <span className="text-sm text-slate-600">
              {andList(Object.values(settlementFormatNames))}, as the marketplaces' payment pages download
              them.
            </span>
            <input
              type="file"
              accept=".txt,.tsv,.csv,.xlsx,.zip"
              className="sr-only"
              aria-label="Settlement file"
              onChange={choose}
            />
          </label>
          {reading && <p className="text-sm text-slate-700">Reading {reading}…</p>}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </CardBody>
      </Card>
      {list.data?.settlements.map((s) => (
        <SettlementCard key={s.id} settlement={s} />
      ))}
    </div>
  );
}
