import type { PlanLimit, PublicPlan } from '@common/contracts/plans';
import type { AppContext } from '../../context.js';
import { cached } from '../../lib/cached.js';
import { plansRepo, type PlanRow } from './plans.repo.js';

type LimitRow = Awaited<ReturnType<ReturnType<typeof plansRepo>['limitsOf']>>[number];
export type PlanLimitRow = Awaited<ReturnType<ReturnType<typeof plansRepo>['limitsOfEveryPlan']>>[number];

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
  /** Active plans by sort order, limits keyed by tool id, the calculator tool left out. */
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
  /** Every plan's limits by plan id: read on each GET /api/user/plan, so kept in memory like the pricing. */
  const limitsByPlan = cached(
    async () => {
      const byPlan = new Map<string, PlanLimitRow[]>();
      for (const row of await repo.limitsOfEveryPlan())
        byPlan.set(row.planId, [...(byPlan.get(row.planId) ?? []), row]);
      return byPlan;
    },
    publicCacheMs,
    () => ctx.clock.now().getTime(),
  );
  const invalidate = () => {
    publicPlans.invalidate();
    limitsByPlan.invalidate();
  };
  // Plan writes of any process (or by hand) reach every process's memory through the change feed.
  ctx.database.changes.subscribe(({ table }) => {
    if (['*', 'plans', 'plan_limits', 'tools'].includes(table)) invalidate();
  });
  return {
    publicPlans: publicPlans.get,
    /**
     * One plan's limits per tool (the calculator's included), from memory; a plan the memory does not know
     * yet (made by another process) is read again once.
     */
    async limitsOf(planId: string): Promise<PlanLimitRow[]> {
      const known = (await limitsByPlan.get()).get(planId);
      if (known) return known;
      limitsByPlan.invalidate();
      return (await limitsByPlan.get()).get(planId) ?? [];
    },
    /** Plan writes call this so the next read sees them (the change feed does too, for every process). */
    invalidate,
  };
};
export type PlansService = ReturnType<typeof plansService>;
