import * as Tabs from '@radix-ui/react-tabs';
import { BarChart3, History } from 'lucide-react';
import { useReducer } from 'react';
import { ActivityTab } from './components/activity-tab';
import { AnalyticsTab, analyticsFilters } from './components/analytics-tab';
import { filtersReducer, initialFilters } from './history-filters';
import { useHistory } from './use-history';

const tabClass =
  'inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:flex-none';

/** /history: the seller's own AI tool calls and per-tool usage analytics. */
export default function HistoryPage() {
  const [activity, dispatchActivity] = useReducer(filtersReducer, initialFilters);
  const [analytics, dispatchAnalytics] = useReducer(filtersReducer, analyticsFilters);
  const history = useHistory(activity);
  const total = history.data?.pagination.total;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">Activity History</h1>
          <p className="mt-1 text-slate-600">Every research call you made, and how your tools are used.</p>
        </div>
        <div
          className="rounded-xl border border-slate-200 bg-white px-4 py-2 text-right shadow-sm"
          data-testid="total-activities"
        >
          <p className="text-xs text-slate-500">Total Activities</p>
          <p className="text-xl font-bold text-slate-900">{total ?? '–'}</p>
        </div>
      </div>
      <Tabs.Root defaultValue="activity" className="space-y-4">
        <Tabs.List
          aria-label="History views"
          className="flex gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex"
        >
          <Tabs.Trigger value="activity" className={tabClass}>
            <History className="h-4 w-4" aria-hidden /> Activity History
          </Tabs.Trigger>
          <Tabs.Trigger value="analytics" className={tabClass}>
            <BarChart3 className="h-4 w-4" aria-hidden /> Usage Analytics
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="activity" className="focus-visible:outline-none">
          <ActivityTab filters={activity} dispatch={dispatchActivity} query={history} />
        </Tabs.Content>
        <Tabs.Content value="analytics" className="focus-visible:outline-none">
          <AnalyticsTab filters={analytics} dispatch={dispatchAnalytics} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
