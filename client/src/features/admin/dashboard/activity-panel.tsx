import { TrendingDown, TrendingUp } from 'lucide-react';
import type { AdminAnalytics, RevenueAnalytics, UsageAnalytics } from '@common/contracts/admin-analytics';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { growthText, number } from './dashboard-format';

interface ActivityProps {
  analytics?: AdminAnalytics;
  revenue?: RevenueAnalytics;
  usage?: UsageAnalytics;
}

/** Platform Activity: registration, subscriptions, API usage and growth, Growing or Declining by user growth. */
export function ActivityPanel({ analytics, revenue, usage }: ActivityProps) {
  const growing = (analytics?.userGrowth ?? 0) >= 0;
  const rows: Array<[string, string, string]> = [
    ['User registration', `${number(analytics?.newUsersLast30Days)} new users`, 'in the last 30 days'],
    [
      'Subscription status',
      `${number(analytics?.activeSubscriptions)} active`,
      `${number(analytics?.premiumUsers)} premium users`,
    ],
    ['API usage', `${number(usage?.monthlyUsage)} calls this month`, `${number(usage?.dailyUsage)} today`],
    [
      'Growth metrics',
      `Users ${growthText(analytics?.userGrowth)}`,
      `Revenue ${growthText(revenue?.revenueGrowth)} · API ${growthText(usage?.apiUsageGrowth)}`,
    ],
  ];
  return (
    <Card>
      <CardHeader className="flex items-center justify-between gap-3">
        <CardTitle>Platform Activity</CardTitle>
        <Badge tone={growing ? 'green' : 'red'}>
          {growing ? (
            <TrendingUp className="h-3.5 w-3.5" aria-hidden />
          ) : (
            <TrendingDown className="h-3.5 w-3.5" aria-hidden />
          )}
          {growing ? 'Growing' : 'Declining'}
        </Badge>
      </CardHeader>
      <CardBody>
        <dl className="grid gap-4 sm:grid-cols-2">
          {rows.map(([label, value, note]) => (
            <div key={label} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
              <dd className="text-xs text-slate-500">{note}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}
