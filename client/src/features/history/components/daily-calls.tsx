import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { UsageDailyResponse } from '@common/contracts/history';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { ListLoading } from '@/components/ui/list-states';
import { api } from '@/lib/api-client';
import { historySearch } from '../api/history-api';
import type { HistoryFilters } from '../history-filters';
import { historyKeys } from '../api/history-api';

const DailyChart = lazy(() => import('./daily-chart'));

const dayText = (day: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Usage Analytics: calls per day of the selected period (the last 30 days without dates). */
export function DailyCalls({ filters }: { filters: HistoryFilters }) {
  const params = {
    toolId: filters.toolId ? Number(filters.toolId) : undefined,
    startDate: filters.startDate || undefined,
    endDate: filters.endDate || undefined,
  };
  const daily = useQuery({
    queryKey: historyKeys.daily(params),
    queryFn: () => api.get<UsageDailyResponse>(`/api/usage/history/daily${historySearch(params)}`),
  });
  const days = daily.data?.days ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Calls per day</CardTitle>
      </CardHeader>
      <CardBody>
        {daily.isPending ? (
          <ListLoading label="Loading the chart..." />
        ) : daily.isError ? (
          <p className="text-sm text-slate-600">The chart could not be loaded.</p>
        ) : (
          <figure data-testid="daily-chart" data-days={days.length}>
            <Suspense fallback={<ListLoading label="Loading the chart..." />}>
              <DailyChart days={days} />
            </Suspense>
            {/* The same figures for screen readers, one row per day. */}
            <table className="sr-only">
              <caption>Calls per day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Calls</th>
                  <th scope="col">Successful</th>
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{dayText(d.day)}</th>
                    <td>{d.calls}</td>
                    <td>{d.successful}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        )}
      </CardBody>
    </Card>
  );
}
