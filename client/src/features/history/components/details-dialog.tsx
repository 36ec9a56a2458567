import { ClipboardCopy, Copy, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { calculatorToolId } from '@common/constants/tools';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { StoredAnswerView } from '@/features/ai';
import { toolRoute, useToolAvailability, useTools } from '@/features/tools';
import type { UsageHistoryItem } from '../api/history-api';
import { formatDateTime } from '@/lib/ist-time';
import { isSuccess } from '../history-rules';
import { ResultViewer } from '../result-viewer/result-viewer';
import { allData, requestLines, responseSummary } from '../summaries';
import { StatusBadge } from './status-badge';
import { dataText, useCopyData } from './use-copy-data';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function ResultsLoading() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner /> Loading results...
    </p>
  );
}

function RequestSummary({ data }: { data: unknown }) {
  const lines = requestLines(data);
  if (lines.length === 0) return <p className="text-sm text-slate-600">No data</p>;
  return (
    <dl className="grid gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-3 text-sm sm:grid-cols-[max-content_1fr]">
      {lines.map((line) => (
        <div key={line.label} className="contents">
          <dt className="text-slate-500">{line.label}</dt>
          <dd className="min-w-0 break-words whitespace-pre-line text-slate-900">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An answered AI call opens back in its tool, with its request and answer, using no new call. */
function OpenInTool({ item }: { item: UsageHistoryItem }) {
  const tools = useTools(true);
  const availability = useToolAvailability(item.tool_id);
  if (item.tool_id === calculatorToolId || !isSuccess(item.response_status)) return null;
  if (availability === 'disabled')
    return <p className="text-sm text-slate-600">{item.tool_name} is currently disabled</p>;
  const tool = tools.data?.find((t) => t.id === item.tool_id);
  const route = toolRoute({ name: tool?.name ?? item.tool_name, route: tool?.route ?? '' });
  return (
    <Link href={`${route}?history=${item.id}`} className={buttonClass('secondary', 'sm')}>
      <ExternalLink className="h-4 w-4" aria-hidden />
      Open in {item.tool_name}
    </Link>
  );
}

/** Search Details: one history entry with its request, answer and research results. */
export function DetailsDialog({ item, onClose }: { item: UsageHistoryItem | null; onClose: () => void }) {
  const copy = useCopyData();
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      width="xl"
      title="Search Details"
      description={item && `What you asked ${item.tool_name} and what it answered.`}
      footerClassName="grid grid-cols-3 gap-2 px-4 py-3 sm:flex sm:justify-end sm:px-5"
      footer={
        item && (
          <>
            <Button
              variant="secondary"
              className="px-2 sm:px-4"
              aria-label="Copy Raw Data"
              onClick={() => void copy(dataText(item.response_data ?? null))}
            >
              <Copy className="hidden h-4 w-4 shrink-0 sm:block" aria-hidden />
              <span className="whitespace-nowrap">
                Copy Raw
                <span className="hidden sm:inline"> Data</span>
              </span>
            </Button>
            <Button
              variant="secondary"
              className="px-2 sm:px-4"
              aria-label="Copy All Data"
              onClick={() => void copy(dataText(allData(item)))}
            >
              <ClipboardCopy className="hidden h-4 w-4 shrink-0 sm:block" aria-hidden />
              <span className="whitespace-nowrap">
                Copy All
                <span className="hidden sm:inline"> Data</span>
              </span>
            </Button>
            <DialogClose asChild>
              <Button>Close</Button>
            </DialogClose>
          </>
        )
      }
    >
      {item && (
        <>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-xs text-slate-500">Tool</dt>
              <dd className="font-medium text-slate-900">{item.tool_name}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Status</dt>
              <dd>
                <StatusBadge status={item.response_status} />
              </dd>
            </div>
            <div className="col-span-2 sm:col-span-1">
              <dt className="text-xs text-slate-500">Date & Time</dt>
              <dd className="font-medium text-slate-900">{formatDateTime(item.created_at)}</dd>
            </div>
          </dl>
          <Block title="Request">
            <RequestSummary data={item.request_data} />
          </Block>
          <Block title="Response">
            <p className="text-sm break-words text-slate-700" data-testid="response-summary">
              {responseSummary(item.response_data)}
            </p>
          </Block>
          {isSuccess(item.response_status) && item.response_data != null && (
            <>
              <OpenInTool item={item} />
              {/* An AI tool's answer as its screen draws it; the spec's layouts for any other. */}
              <StoredAnswerView
                item={item}
                fallback={<ResultViewer toolName={item.tool_name} data={item.response_data} />}
                loading={<ResultsLoading />}
              />
            </>
          )}
        </>
      )}
    </Dialog>
  );
}
