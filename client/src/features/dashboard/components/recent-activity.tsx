import { Activity, History, Package, Search, Target, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { toolIds } from '@common/constants/tools';
import { callOutcome } from '@common/contracts/call-outcome';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { requestSummary, type UsageHistoryItem } from '@/features/history';
import { toolRoute } from '@/features/tools';
import { timeAgo } from '../dates';

const toolIcons: Record<number, LucideIcon> = {
  [toolIds.keyword_research]: Search,
  [toolIds.product_research]: Package,
  [toolIds.product_optimization]: Target,
};

function ActivityRow({ item, toolOn }: { item: UsageHistoryItem; toolOn: boolean }) {
  const Icon = toolIcons[item.tool_id] ?? Activity;
  const outcome = callOutcome(item.response_status);
  const ok = outcome === 'success';
  const summary = requestSummary(item.request_data);
  // An answered call opens back in its tool with its result; a failed one, or one of a tool switched off, in
  // the history.
  const inTool = ok && toolOn;
  const href = inTool ? `${toolRoute({ name: item.tool_name, route: null })}?history=${item.id}` : '/history';
  return (
    <li>
      <Link href={href} className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
          <Icon className="h-4 w-4" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-slate-900">{summary || item.tool_name}</p>
          <p className="truncate text-xs text-slate-500">
            {item.tool_name}
            {!toolOn && ' · currently disabled'}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Badge tone={ok ? 'green' : outcome === 'refused' ? 'yellow' : 'red'}>
            {ok ? 'Success' : outcome === 'refused' ? 'Refused' : 'Failed'}
          </Badge>
          <time dateTime={item.created_at} className="text-xs whitespace-nowrap text-slate-500">
            {timeAgo(item.created_at)}
          </time>
        </div>
        <span className="sr-only">, open in {inTool ? item.tool_name : 'History'}</span>
      </Link>
    </li>
  );
}

interface RecentActivityProps {
  items: UsageHistoryItem[] | undefined;
  loading: boolean;
  failed: boolean;
  /** The tools switched on (null until known): another tool's calls open in the history. */
  activeToolIds: readonly number[] | null;
}

/** The last 5 usage events, newest first. */
export function RecentActivity({ items, loading, failed, activeToolIds }: RecentActivityProps) {
  return (
    <Card className="flex flex-col" data-testid="recent-activity">
      <CardHeader className="flex items-center justify-between gap-2">
        <CardTitle>Recent activity</CardTitle>
        <Link href="/history" className="text-sm font-medium text-brand-700 hover:underline">
          View all
        </Link>
      </CardHeader>
      <CardBody className="flex-1 py-1">
        {loading ? (
          <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
            <Spinner className="h-4 w-4 text-brand-600" /> Loading recent activity...
          </p>
        ) : failed ? (
          <p className="py-6 text-sm text-slate-600">Unable to load recent activity.</p>
        ) : items && items.length > 0 ? (
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <ActivityRow
                key={item.id}
                item={item}
                toolOn={
                  !activeToolIds || !(item.tool_id in toolIcons) || activeToolIds.includes(item.tool_id)
                }
              />
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center gap-3 py-8 text-center">
            <History className="h-8 w-8 text-slate-300" aria-hidden />
            <div>
              <p className="font-medium text-slate-900">No activity yet</p>
              <p className="text-sm text-slate-600">Your keyword and product research will show up here.</p>
            </div>
            <Link href="/keyword-research" className={buttonClass('secondary', 'sm')}>
              Start keyword research
            </Link>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
