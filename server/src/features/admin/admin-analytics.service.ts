import {
  growthPercent,
  type AdminAnalytics,
  type RevenueAnalytics,
  type UsageAnalytics,
  type UsageTrends,
} from '@common/contracts/admin-analytics';
import type { AppContext } from '../../context.js';
import { addDays, istDay, istDayStart, istMonth, istMonthStart } from '@common/time/india-calendar';
import { adminAnalyticsRepo, type AdminAnalyticsRepo, type Windows } from './admin-analytics.repo.js';

const rupees = (paise: number) => Math.round(paise) / 100;
const daysBefore = (now: Date, days: number) => addDays(now, -days);
const windowsAt = (now: Date): Windows => ({
  recentFrom: daysBefore(now, 30),
  previousFrom: daysBefore(now, 60),
});
type RunningRow = Awaited<ReturnType<AdminAnalyticsRepo['runningByPlan']>>[number];
/** Premium: a paid plan other than Free Trial. */
const isPremium = (row: RunningRow) =>
  row.plan !== undefined && row.plan.billingPeriod !== 'trial' && row.plan.price > 0;
const total = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((n, row) => n + pick(row), 0);

/** The admin dashboard's figures; definitions in common/src/contracts/admin-analytics.ts. */
export const adminAnalyticsService = (ctx: AppContext) => {
  const repo = adminAnalyticsRepo(ctx.database.db);
  const now = () => ctx.clock.now();

  return {
    async overview(): Promise<AdminAnalytics> {
      const t = now();
      const [statuses, signups, running] = await Promise.all([
        repo.usersByStatus(),
        repo.signupWindows(windowsAt(t)),
        repo.runningByPlan(t),
      ]);
      const withStatus = (status: string) => statuses.find((s) => s.status === status)?.n ?? 0;
      return {
        totalUsers: total(
          statuses.filter((s) => s.status !== 'deleted'),
          (s) => s.n,
        ),
        activeUsers: withStatus('active'),
        premiumUsers: total(running.filter(isPremium), (r) => r.n),
        activeSubscriptions: total(running, (r) => r.n),
        userGrowth: growthPercent(signups.recent, signups.previous),
        newUsersLast30Days: signups.recent,
        suspendedUsers: withStatus('suspended'),
      };
    },

    async revenue(): Promise<RevenueAnalytics> {
      const t = now();
      const [money, running] = await Promise.all([
        repo.revenue(istMonthStart(t), windowsAt(t)),
        repo.runningByPlan(t),
      ]);
      return {
        totalRevenue: rupees(money.total),
        currentMonthRevenue: rupees(money.month),
        revenueGrowth: growthPercent(money.recent, money.previous),
        premiumUsers: total(running.filter(isPremium), (r) => r.n),
        currency: 'INR',
      };
    },

    async usage(): Promise<UsageAnalytics> {
      const t = now();
      const byTool = await repo.usageByTool({
        today: istDay(t),
        monthStart: `${istMonth(t)}-01`,
        recentFrom: istDay(daysBefore(t, 29)),
        previousFrom: istDay(daysBefore(t, 59)),
      });
      const sum = (pick: (row: (typeof byTool)[number]) => number) =>
        byTool.reduce((n, row) => n + pick(row), 0);
      return {
        totalUsage: sum((r) => r.total),
        monthlyUsage: sum((r) => r.monthly),
        dailyUsage: sum((r) => r.daily),
        apiUsageGrowth: growthPercent(
          sum((r) => r.recent),
          sum((r) => r.previous),
        ),
        byTool: byTool.map((r) => ({
          tool_id: r.toolId,
          tool_name: r.toolName,
          total: r.total,
          monthly: r.monthly,
          successful: r.successful,
        })),
      };
    },

    /** One point per Asia/Kolkata day of the window, today last; days without activity are zeros. */
    async trends(days: number): Promise<UsageTrends> {
      const t = now();
      const dates = Array.from({ length: days }, (_, i) => istDay(daysBefore(t, days - 1 - i)));
      const since = istDayStart(dates[0]!);
      const [signups, calls, revenue, people] = await Promise.all([
        repo.signupsByDay(since),
        repo.callsByDay(dates[0]!),
        repo.revenueByDay(since),
        repo.signupWindows(windowsAt(t)),
      ]);
      const byDay = (rows: Array<{ day: string; n: number }>) => new Map(rows.map((r) => [r.day, r.n]));
      const [s, c, r] = [byDay(signups), byDay(calls), byDay(revenue)];
      return {
        days,
        userGrowth: growthPercent(people.recent, people.previous),
        series: dates.map((date) => ({
          date,
          signups: s.get(date) ?? 0,
          aiCalls: c.get(date) ?? 0,
          revenue: rupees(r.get(date) ?? 0),
        })),
      };
    },
  };
};
export type AdminAnalyticsService = ReturnType<typeof adminAnalyticsService>;
