import { useSession } from '@/features/auth';
import { useUsageHistory } from '@/features/history';
import { daysLeft, toolsWithCallsLeft, useUserPlan } from '@/features/plans';
import { aiTools, useTools } from '@/features/tools';
import { AccountStatusCard } from './components/account-status-card';
import { UsedUpNotice } from './components/used-up-notice';
import { QuickActions } from './components/quick-actions';
import { RecentActivity } from './components/recent-activity';
import { dashboardStats, StatCards } from './components/stat-cards';
import { recentActivityParams, thisMonthParams } from './dashboard-data';
import { answeredCalls, formatDate } from './dates';

/** The dashboard: welcome, stat cards, recent activity, quick actions, account status. */
export default function DashboardPage() {
  const session = useSession();
  const seller = session.status === 'authenticated' && session.user.role !== 'admin';
  const plan = useUserPlan({ enabled: seller });
  const tools = useTools(seller);
  const history = useUsageHistory(recentActivityParams, seller);
  // This India month's answered calls, on whatever plan (a plan's own counter starts again when it changes).
  const month = useUsageHistory(thisMonthParams(), seller);

  const data = plan.data;
  const toolIds = tools.data ? aiTools(tools.data).map((t) => t.id) : null;
  const activeTools = toolIds?.length ?? null;
  const toolsLeft =
    toolIds && data?.plan
      ? toolsWithCallsLeft(toolIds, { usage: data.usage, expired: data.subscription?.is_expired ?? false })
          .length
      : null;
  const searches = month.data ? answeredCalls(month.data.statistics) : month.isError ? 0 : null;
  const planEnds = formatDate(data?.subscription?.next_billing_date) || null;
  const onTrial = data?.plan?.billing_period === 'trial';
  const state = data?.subscription?.is_expired ? 'expired' : onTrial || !data?.plan ? 'trial' : 'active';

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Welcome back, {session.user?.firstName ?? ''}!</h1>
        <p className="mt-1 text-slate-600">Here is where your selling stands today.</p>
      </div>
      {toolsLeft === 0 && activeTools !== null && activeTools > 0 && (
        <UsedUpNotice expired={state === 'expired'} onTrial={onTrial} />
      )}
      <StatCards stats={dashboardStats({ activeTools, toolsLeft, searches, planEnds, onTrial })} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivity
            items={history.data?.history}
            loading={history.isPending}
            failed={history.isError}
            activeToolIds={toolIds}
          />
        </div>
        <AccountStatusCard
          status={{
            planName: data?.plan?.name ?? 'Free',
            state,
            activeTools,
            searches,
            planEnds,
            trialDaysLeft: onTrial ? daysLeft(data?.plan?.trial_end_date) : null,
          }}
        />
      </div>
      <QuickActions activeToolIds={toolIds} />
    </div>
  );
}
