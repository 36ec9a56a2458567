import type { PlanLimit, PublicPlan } from '@common/contracts/plans';
import type { AppContext } from '../../context.js';
import { cached } from '../../lib/cached.js';
import { plansRepo, type PlanRow } from './plans.repo.js';

type LimitRow = Awaited<ReturnType<ReturnType<typeof plansRepo>['limitsOf']>>[number];

export function toPublicPlan(plan: PlanRow, limitRows: LimitRow[]): PublicPlan {
  const limits: Record<string, PlanLimit> = {};
  for (const l of limitRows) {
    limits[String(l.toolId)] = {
      monthly_limit: l.monthlyLimit,
      is_unlimited: l.isUnlimited,
      tool_name: l.toolName,
    };
  }
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    price: plan.price,
    currency: plan.currency,
    billing_period: plan.billingPeriod,
    is_popular: plan.isPopular,
    sort_order: plan.sortOrder,
    daily_limit: plan.dailyLimit,
    trial_days: plan.trialDays,
    limits,
  };
}

/** How long public plan lists may be served from memory. */
export const publicCacheMs = 30_000;

export const plansService = (ctx: AppContext) => {
  const repo = plansRepo(ctx.database.db);
  /** Active plans by sort order, limits keyed by tool id (spec 01 §3), the calculator tool left out. */
  const publicPlans = cached(
    async (): Promise<PublicPlan[]> => {
      const rows = await repo.activePlans();
      const limits = await repo.limitsOf(rows.map((p) => p.id));
      return rows.map((plan) =>
        toPublicPlan(
          plan,
          limits.filter((l) => l.planId === plan.id),
        ),
      );
    },
    publicCacheMs,
    () => ctx.clock.now().getTime(),
  );
  return {
    publicPlans: publicPlans.get,
    /** Plan writes call this so the next read sees them. */
    invalidate: publicPlans.invalidate,
  };
};
export type PlansService = ReturnType<typeof plansService>;
