import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { UsageHistoryItem } from '@/features/history/api/history-api';
import { historyRequestContext, historyRequestSummary } from '@/features/history/request-summary';
import { formatDateTime } from '@/lib/ist-time';
import { usageCountText, usageTypeLabel } from '../history-rules';
import { DayAndTime } from './day-and-time';
import { StatusBadge } from './status-badge';
import { TableHead } from './table-head';

interface ActivityListProps {
  items: readonly UsageHistoryItem[];
  onView: (item: UsageHistoryItem) => void;
}

const headers = ['Tool', 'Usage Type', 'Usage Count', 'Request', 'Status', 'Date & Time', 'Actions'];

function ViewButton({ item, onView }: { item: UsageHistoryItem; onView: ActivityListProps['onView'] }) {
  return (
    <Button variant="secondary" size="sm" className="whitespace-nowrap" onClick={() => onView(item)}>
      <Eye className="h-4 w-4" aria-hidden /> View Details
    </Button>
  );
}

/** The history rows: a table from tablet width up, stacked cards on phones. */
/** The platform and language under the request, so searches of one keyword tell apart. */
function RequestContext({ item }: { item: UsageHistoryItem }) {
  const context = historyRequestContext(item.request_data);
  return context ? (
    <span className="block text-xs text-slate-500" data-testid="request-context">
      {context}
    </span>
  ) : null;
}

export function ActivityList({ items, onView }: ActivityListProps) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm" data-testid="history-table">
          <TableHead headers={headers} />
          <tbody className="divide-y divide-slate-100">
            {items.map((item) => (
              <tr key={item.id} className="align-middle hover:bg-slate-50">
                <td className="px-2.5 py-3 font-medium whitespace-nowrap text-slate-900">{item.tool_name}</td>
                <td className="px-2.5 py-3 text-slate-700">{usageTypeLabel(item.usage_type)}</td>
                <td className="px-2.5 py-3 text-slate-700">{item.usage_count}</td>
                <td className="max-w-[16rem] min-w-[9rem] px-2.5 py-3 text-slate-700">
                  <span className="line-clamp-2 break-words">{historyRequestSummary(item.request_data)}</span>
                  <RequestContext item={item} />
                </td>
                <td className="px-2.5 py-3">
                  <StatusBadge status={item.response_status} />
                </td>
                <td className="px-2.5 py-3 whitespace-nowrap text-slate-700">
                  <DayAndTime iso={item.created_at} />
                </td>
                <td className="px-2.5 py-3">
                  <ViewButton item={item} onView={onView} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-100 md:hidden" data-testid="history-cards">
        {items.map((item) => (
          <li key={item.id} className="space-y-2 py-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{item.tool_name}</p>
                <p className="text-xs text-slate-500">{usageCountText(item)}</p>
              </div>
              <StatusBadge status={item.response_status} />
            </div>
            <div className="text-sm break-words text-slate-700">
              <p>{historyRequestSummary(item.request_data)}</p>
              <RequestContext item={item} />
            </div>
            <div className="flex items-center justify-between gap-3">
              <time dateTime={item.created_at} className="text-xs text-slate-500">
                {formatDateTime(item.created_at)}
              </time>
              <ViewButton item={item} onView={onView} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
