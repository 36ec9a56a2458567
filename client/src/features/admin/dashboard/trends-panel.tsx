import { lazy, Suspense, useState } from 'react';
import { trendWindows } from '@common/contracts/admin-analytics';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { ListLoading } from '@/components/ui/list-states';
import { SelectField } from '@/components/ui/select-field';
import { useUsageTrends } from '../api/admin-api';
import type { TrendKey } from './trends-chart';

/** The chart library loads only here, on the admin dashboard, never with the seller screens. */
const TrendsChart = lazy(() => import('./trends-chart'));

const charts: Array<{ key: TrendKey; title: string; color: string }> = [
  { key: 'signups', title: 'Sign-ups per day', color: '#4f46e5' },
  { key: 'aiCalls', title: 'AI calls per day', color: '#0891b2' },
  { key: 'revenue', title: 'Revenue per day (₹)', color: '#16a34a' },
];

/** Daily sign-ups, AI calls and revenue over the last 30 or 90 days. */
export function TrendsPanel() {
  const [days, setDays] = useState<number>(trendWindows[0]);
  const trends = useUsageTrends(days);
  return (
    <section className="space-y-3" aria-label="Daily trends">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Daily trends</h2>
        <SelectField
          label="Period"
          size="sm"
          className="w-40"
          options={trendWindows.map((d) => ({ value: String(d), label: `Last ${d} days` }))}
          value={String(days)}
          onValueChange={(value) => setDays(Number(value))}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {charts.map((chart) => (
          <Card key={chart.key}>
            <CardHeader>
              <CardTitle>{chart.title}</CardTitle>
            </CardHeader>
            <CardBody>
              {trends.isError ? (
                <p className="py-12 text-center text-sm text-slate-600">Failed to fetch usage trends</p>
              ) : !trends.data ? (
                <ListLoading label="Loading chart" />
              ) : (
                <Suspense fallback={<ListLoading label="Loading chart" />}>
                  <TrendsChart series={trends.data.series} dataKey={chart.key} color={chart.color} />
                </Suspense>
              )}
            </CardBody>
          </Card>
        ))}
      </div>
    </section>
  );
}
