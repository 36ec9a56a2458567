import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileUp } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { toolIds } from '@common/constants/tools';
import { listingFileMarketplaces, type ListingFileMarketplace } from '@common/contracts/listing-file';
import { readBulkCsv } from '@common/listing-files/bulk-csv';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/toast-store';
import { useRefreshUserPlan, useUserPlan } from '@/features/plans';
import { downloadCsv } from '@/lib/csv';
import { errorMessage } from '@/lib/error-feedback';
import {
  bulkJobFile,
  bulkJobQuery,
  bulkTemplateRows,
  resumeBulkJob,
  startBulkJob,
} from './api/bulk-listings-api';
import { marketplace as marketplaceEntry } from '@common/marketplaces/registry';
import { useListingFileDownload } from './use-listing-file-download';

/** Files larger than this are refused before they are read: 500 products with their facts fit well within. */
const maxFileBytes = 2 * 1024 * 1024;

/** A chosen file: its name and its CSV rows as text, or why it was not read. */
interface ChosenFile {
  name: string;
  records: string[][];
  refused?: string;
}

async function readFile(file: File): Promise<ChosenFile> {
  if (file.size > maxFileBytes)
    return {
      name: file.name,
      records: [],
      refused: 'The file is larger than 2 MB: split it into smaller files.',
    };
  const { parse } = await import('papaparse');
  return { name: file.name, records: parse<string[]>(await file.text(), { skipEmptyLines: false }).data };
}

/** The products of a chosen file for a marketplace: the good rows, and the lines left out with why. */
function productsOf(chosen: ChosenFile, marketplace: ListingFileMarketplace) {
  if (chosen.refused)
    return { name: chosen.name, rows: [], problems: [{ line: 0, column: 'file', message: chosen.refused }] };
  return { name: chosen.name, ...readBulkCsv(chosen.records, marketplace) };
}

/** How many optimizations the plan has left now (today's and this month's), or null for no limit. */
function callsLeft(
  usage:
    | {
        used: number;
        limit: number;
        is_unlimited: boolean;
        daily_used: number | null;
        daily_limit: number | null;
      }
    | undefined,
) {
  if (!usage || usage.is_unlimited || usage.limit === -1) return null;
  const month = Math.max(0, usage.limit - usage.used);
  const today = usage.daily_limit === null ? month : Math.max(0, usage.daily_limit - (usage.daily_used ?? 0));
  return Math.min(month, today);
}

function JobProgress({ id }: { id: string }) {
  const job = useQuery(bulkJobQuery(id));
  const queryClient = useQueryClient();
  const { busy, download: save } = useListingFileDownload();
  const [resuming, setResuming] = useState(false);
  // Every product run is a call of the plan: the usage card and the sidebar follow the upload.
  const refreshPlan = useRefreshUserPlan();
  const ran = job.data ? job.data.done + job.data.failed : 0;
  useEffect(() => {
    if (ran > 0) void refreshPlan();
  }, [ran, refreshPlan]);
  if (job.isPending) return <p className="text-sm text-slate-600">Loading the upload...</p>;
  if (!job.data)
    return (
      <p className="text-sm text-red-600">{errorMessage(job.error, 'This upload could not be read.')}</p>
    );
  const { done, failed, total, status, stopReason, marketplace, rows } = job.data;
  const name = marketplaceEntry(marketplace).name;
  const download = () => save(marketplace, `${marketplace}-listings.xlsx`, () => bulkJobFile(id));
  const failedRows = rows.filter((r) => r.status === 'failed');
  const skipped = rows.filter((r) => r.status === 'skipped').length;
  const resume = async () => {
    setResuming(true);
    try {
      queryClient.setQueryData(bulkJobQuery(id).queryKey, await resumeBulkJob(id));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'The upload did not resume',
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setResuming(false);
    }
  };
  return (
    <div className="space-y-3" data-testid="bulk-progress">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-900">
          {status === 'running' ? 'Optimizing...' : status === 'done' ? 'Finished' : 'Stopped'}
        </span>
        <span className="text-slate-600" role="status">
          {done} of {total} optimized{failed ? `, ${failed} failed` : ''}
          {skipped ? `, ${skipped} not run` : ''}
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
        <div
          className="h-full bg-brand-600 transition-all"
          style={{ width: `${Math.round(((done + failed) / total) * 100)}%` }}
        />
      </div>
      {stopReason && <p className="text-sm text-amber-700">Stopped: {stopReason}</p>}
      {status === 'stopped' && skipped > 0 && (
        <Button variant="secondary" onClick={() => void resume()} disabled={resuming}>
          Resume the {skipped} not run
        </Button>
      )}
      {failedRows.length > 0 && (
        <ul className="space-y-1 text-sm text-red-600">
          {failedRows.map((r) => (
            <li key={r.line}>
              Line {r.line} ({r.sku}): {r.error}
            </li>
          ))}
        </ul>
      )}
      {done > 0 && status !== 'running' && (
        <Button onClick={() => void download()} disabled={busy}>
          <Download className="h-4 w-4" aria-hidden /> Download for {name} ({done}{' '}
          {done === 1 ? 'product' : 'products'})
        </Button>
      )}
    </div>
  );
}

/**
 * Many products at once: a CSV of up to 500, read in the browser (bad lines named by line and column, good
 * ones kept), one metered optimization each once the seller confirms the count, progress that survives a
 * reload (the job's id is in the address), and one marketplace file for all of them.
 */
export default function BulkListingsSection() {
  const [params, setParams] = useSearchParams();
  const jobId = params.get('bulk');
  const [marketplace, setMarketplace] = useState<ListingFileMarketplace>(listingFileMarketplaces[0]);
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  // Read again for the marketplace chosen: what its file needs (Flipkart's MRP) decides which lines are left out.
  const file = useMemo(() => chosen && productsOf(chosen, marketplace), [chosen, marketplace]);
  const [starting, setStarting] = useState(false);
  const plan = useUserPlan();
  const queryClient = useQueryClient();
  const left = callsLeft(plan.data?.usage[String(toolIds.product_optimization)]);

  const start = async () => {
    if (!file?.rows.length) return;
    setStarting(true);
    try {
      const job = await startBulkJob({ marketplace, rows: file.rows });
      queryClient.setQueryData(bulkJobQuery(job.id).queryKey, job);
      setParams((p) => ({ ...Object.fromEntries(p), bulk: job.id }), { replace: true });
      setChosen(null);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'The upload did not start',
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="space-y-4" data-testid="bulk-listings">
      {jobId && <JobProgress id={jobId} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Marketplace file"
          value={marketplace}
          onValueChange={(value) => setMarketplace(value as ListingFileMarketplace)}
          options={listingFileMarketplaces.map((m) => ({ value: m, label: marketplaceEntry(m).name }))}
        />
        <div className="min-w-0 space-y-1.5">
          <label htmlFor="bulk-file" className="block text-sm font-medium text-slate-700">
            Products (CSV)
          </label>
          <input
            id="bulk-file"
            type="file"
            accept=".csv,text/csv"
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-700"
            onChange={(e) => {
              const picked = e.target.files?.[0];
              if (picked) void readFile(picked).then(setChosen);
            }}
          />
        </div>
      </div>
      <p className="text-xs text-slate-500">
        Columns: sku, name, brand, price (required), facts and mrp, matched by their names. Up to 500
        products.{' '}
        <button
          type="button"
          className="font-medium text-brand-700 underline"
          onClick={() =>
            void downloadCsv('vikreta-bulk-products.csv', bulkTemplateRows[0]!, bulkTemplateRows.slice(1))
          }
        >
          Download a sample CSV
        </button>
      </p>
      {file && (
        <div className="space-y-3 rounded-xl border border-slate-200 p-4" data-testid="bulk-preview">
          <p className="text-sm font-medium text-slate-900">
            {file.name}: {file.rows.length} {file.rows.length === 1 ? 'product' : 'products'} ready
            {file.problems.length > 0 &&
              `, ${new Set(file.problems.map((p) => p.line)).size} ${new Set(file.problems.map((p) => p.line)).size === 1 ? 'line' : 'lines'} left out`}
          </p>
          {file.problems.length > 0 && (
            <ul
              className="max-h-48 space-y-1 overflow-y-auto text-sm text-red-600"
              aria-label="Lines left out"
            >
              {file.problems.map((p) => (
                <li key={`${p.line}-${p.column}`}>
                  {p.line > 0 ? `Line ${p.line}, ${p.column}: ` : ''}
                  {p.message}
                </li>
              ))}
            </ul>
          )}
          {file.rows.length > 0 && (
            <>
              <p className="text-sm text-slate-700">
                This uses {file.rows.length} Product Optimization {file.rows.length === 1 ? 'call' : 'calls'}{' '}
                of your plan
                {left === null ? '.' : ` (${left} left now).`}
                {left !== null &&
                  left < file.rows.length &&
                  ` The first ${left} will be optimized, then the upload stops.`}
              </p>
              <Button onClick={() => void start()} disabled={starting}>
                <FileUp className="h-4 w-4" aria-hidden /> Optimize {file.rows.length}{' '}
                {file.rows.length === 1 ? 'product' : 'products'}
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
