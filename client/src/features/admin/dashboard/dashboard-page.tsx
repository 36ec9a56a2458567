import { Activity, CreditCard, IndianRupee, LayoutDashboard, Users, Zap } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { PageLoader } from '@/components/ui/spinner';
import { PageHeader } from '@/components/layout/page-header';
import { useAdminAnalytics, useRevenueAnalytics, useUsageAnalytics } from '../api/admin-api';
import { ListFailure } from '../components/list-failure';
import { StatCard, StatGrid } from '../components/stat-card';
import { ActivityPanel } from './activity-panel';
import { AuditList } from './audit-list';
import { growthText, number, rupees } from './dashboard-format';
import { TrendsPanel } from './trends-panel';

/** /admin: the Admin Dashboard, with the daily charts and the latest admin actions. */
export default function DashboardPage() {
  const analytics = useAdminAnalytics();
  const revenue = useRevenueAnalytics();
  const usage = useUsageAnalytics();
  if (analytics.isPending) return <PageLoader label="Loading Admin Portal" />;
  if (analytics.isError) return <ListFailure title="Failed to fetch analytics" />;
  const figures = analytics.data;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Admin Dashboard"
        icon={LayoutDashboard}
        purpose="Platform figures at a glance"
        badge={
          <span className="flex flex-wrap gap-2">
            <Badge tone="green">
              <Activity className="h-3.5 w-3.5" aria-hidden /> Live Analytics
            </Badge>
            <Badge tone={figures.userGrowth >= 0 ? 'brand' : 'red'}>
              {growthText(figures.userGrowth)} user growth
            </Badge>
            <Badge tone="neutral">{number(figures.totalUsers)} users</Badge>
          </span>
        }
      />
      <StatGrid>
        <StatCard
          label="Total Users"
          value={number(figures.totalUsers)}
          icon={Users}
          note={`${number(figures.activeUsers)} active`}
        />
        <StatCard
          label="Active Subscriptions"
          value={number(figures.activeSubscriptions)}
          icon={CreditCard}
          note={`${number(figures.premiumUsers)} premium`}
        />
        <StatCard
          label="Estimated Revenue"
          value={revenue.isError ? 'Failed to fetch revenue analytics' : rupees(revenue.data?.totalRevenue)}
          icon={IndianRupee}
          note={revenue.data && `${rupees(revenue.data.currentMonthRevenue)} this month`}
        />
        <StatCard
          label="Total API Calls"
          value={usage.isError ? 'Failed to fetch usage analytics' : number(usage.data?.totalUsage)}
          icon={Zap}
          note={usage.data && `${number(usage.data.monthlyUsage)} this month`}
        />
      </StatGrid>
      <ActivityPanel analytics={figures} revenue={revenue.data} usage={usage.data} />
      <TrendsPanel />
      <AuditList />
    </div>
  );
}
