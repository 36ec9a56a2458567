import { BarChart3 } from 'lucide-react';
import type { Dispatch } from 'react';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { ListLoading, ListRefetching, ListState } from '@/components/ui/list-states';
import { dateRangeError, initialFilters, type FilterAction, type HistoryFilters } from '../history-filters';
import { usageTotals } from '../history-rules';
import { useHistory } from '../use-history';
import { AnalyticsCards } from './analytics-cards';
import { AnalyticsTable } from './analytics-table';
import { DailyCalls } from './daily-calls';
import { FilterBar } from './filter-bar';
import { DateRangeState, LoadFailedState } from './load-states';

/** The tab reads only the statistics, so one history row per request is enough. */
export const analyticsFilters: HistoryFilters = { ...initialFilters, limit: 1 };

/** The Usage Analytics tab: filters, four summary cards and the per-tool table. */
export function AnalyticsTab({
  filters,
  dispatch,
}: {
  filters: HistoryFilters;
  dispatch: Dispatch<FilterAction>;
}) {
  const { data, isPending, isFetching, refetch } = useHistory(filters);
  const rows = data?.statistics ?? [];

  let body;
  if (dateRangeError(filters)) {
    body = <DateRangeState />;
  } else if (isPending) {
    body = <ListLoading label="Loading analytics..." />;
  } else if (!data) {
    body = <LoadFailedState onRetry={() => void refetch()} />;
  } else if (rows.length === 0) {
    body = <ListState icon={BarChart3} title="No analytics data available for the selected period" />;
  } else {
    body = <AnalyticsTable rows={rows} />;
  }

  return (
    <div className="space-y-4">
      <Card>
        <CardBody>
          <FilterBar filters={filters} dispatch={dispatch} />
        </CardBody>
      </Card>
      {data && !dateRangeError(filters) && <AnalyticsCards totals={usageTotals(rows)} />}
      {!dateRangeError(filters) && <DailyCalls filters={filters} />}
      <Card>
        <CardHeader className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Usage by tool</CardTitle>
          {isFetching && !isPending && <ListRefetching label="Loading analytics..." />}
        </CardHeader>
        <CardBody>{body}</CardBody>
      </Card>
    </div>
  );
}
