import { fallbackDailyLimit } from '@common/constants/product';
import { calculatorToolId } from '@common/constants/tools';
import type { ToolUsage, UserPlan } from '@common/contracts/plans';
import type { AppContext } from '../../context.js';
import { userCache } from '../../db/user-cache.js';
import { daysUntil, istDay, istMonth } from '@common/time/india-calendar';
import type { PlansService } from './plans.service.js';
import { quotaRepo } from './quota.repo.js';
import { effectiveLimit, isExpired } from './quota.rules.js';

/** GET /api/user/plan: the plan, the subscription's state and the usage per tool id. */
export const userPlanService = (ctx: AppContext, { plans }: { plans: PlansService }) => {
  const repo = quotaRepo(ctx.database.db);
  /** Until the database announces a write to the user's subscriptions, counters or account, or to any plan. */
  const current = userCache<Awaited<ReturnType<typeof repo.currentPlanWithCounts>>>(ctx.database.changes, [
    'users',
    'subscriptions',
    'usage_counters',
    'plans',
  ]);
  return {
    /**
     * One statement for the plan and the counters (kept in memory until they change); the plan's limits
     * come from the plans service's memory.
     */
    async planOf(userId: string): Promise<UserPlan> {
      const now = ctx.clock.now();
      const month = `m:${istMonth(now)}`;
      const day = `d:${istDay(now)}`;
      const found = await current.read(userId, `${month} ${day}`, () =>
        repo.currentPlanWithCounts(userId, { month, day }),
      );
      if (!found) return { plan: null, usage: {}, subscription: null };
      const { plan, subscription, counts } = found;
      const trial = plan.billingPeriod === 'trial';
      const limits = await plans.limitsOf(plan.id);
      const countOf = (toolId: number, period: string) =>
        counts.find((c) => c.toolId === toolId && c.period === period)?.count ?? 0;
      const dailyLimit = trial ? null : (plan.dailyLimit ?? fallbackDailyLimit);

      const usage: Record<string, ToolUsage> = {};
      for (const l of limits.filter((x) => x.toolId !== calculatorToolId)) {
        const limit = effectiveLimit(l);
        usage[String(l.toolId)] = {
          used: countOf(l.toolId, trial ? 'trial' : month),
          limit: limit ?? -1,
          is_unlimited: limit === null,
          daily_used: trial ? null : countOf(l.toolId, day),
          daily_limit: dailyLimit,
        };
      }
      const end = subscription.endDate;
      const expired = isExpired(found, now);
      return {
        plan: {
          id: plan.id,
          name: plan.name,
          description: plan.description,
          price: plan.price,
          currency: plan.currency,
          billing_period: plan.billingPeriod,
          trial_end_date: trial && end ? end.toISOString() : null,
          daily_limit: dailyLimit,
        },
        usage,
        subscription: {
          status: expired ? 'expired' : subscription.status,
          amount: subscription.amount,
          assigned_by_admin: subscription.assignedByAdmin,
          currency: subscription.currency,
          is_expired: expired,
          start_date: subscription.startDate.toISOString(),
          next_billing_date: !trial && end ? end.toISOString() : null,
          days_until_expiry: end ? daysUntil(end, now) : null,
        },
      };
    },
  };
};
export type UserPlanService = ReturnType<typeof userPlanService>;
