import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { planLimits, plans, subscriptions, tools, usageCounters } from '../../db/schema/index.js';

export type CurrentPlan = NonNullable<Awaited<ReturnType<ReturnType<typeof quotaRepo>['currentPlan']>>>;

/** The active subscription first, else the most recent one. */
const activeFirst = [sql`(${subscriptions.status} = 'active') desc`, desc(subscriptions.createdAt)];

export const quotaRepo = (db: Db) => {
  const counted = sql<Array<{ toolId: number; period: string; count: number }>>`coalesce((
    select json_agg(json_build_object('toolId', c.tool_id, 'period', c.period, 'count', c.count))
    from ${usageCounters} c
    where c.user_id = ${subscriptions.userId}
      and c.period in ('trial', ${sql.placeholder('month')}, ${sql.placeholder('day')})), '[]'::json)`;
  const planWithCountsQuery = db
    .select({ subscription: subscriptions, plan: plans, counts: counted })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .orderBy(...activeFirst)
    .limit(1)
    .prepare('user_plan_with_counts');
  return {
    /** The user's subscription (the active one, else the latest) with its plan: one indexed query. */
    async currentPlan(userId: string) {
      const [row] = await db
        .select({ subscription: subscriptions, plan: plans })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(eq(subscriptions.userId, userId))
        .orderBy(...activeFirst)
        .limit(1);
      return row;
    },

    /**
     * currentPlan plus the user's counters of the trial, this month and today, in one prepared statement
     * (GET /api/user/plan's hot path: built and planned once).
     */
    async currentPlanWithCounts(userId: string, periods: { month: string; day: string }) {
      const [row] = await planWithCountsQuery.execute({ userId, month: periods.month, day: periods.day });
      return row;
    },

    /** currentPlan plus the plan's limit for one tool, in the same round trip (the reservation's hot path). */
    async currentPlanWithLimit(userId: string, toolId: number) {
      const [row] = await db
        .select({
          subscription: subscriptions,
          plan: plans,
          limit: { monthlyLimit: planLimits.monthlyLimit, isUnlimited: planLimits.isUnlimited },
        })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .leftJoin(planLimits, and(eq(planLimits.planId, plans.id), eq(planLimits.toolId, toolId)))
        .where(eq(subscriptions.userId, userId))
        .orderBy(...activeFirst)
        .limit(1);
      return row;
    },

    async toolName(toolId: number) {
      const [row] = await db.select({ name: tools.name }).from(tools).where(eq(tools.id, toolId));
      return row?.name ?? 'this tool';
    },

    limitsOf(planId: string) {
      return db
        .select({
          toolId: planLimits.toolId,
          monthlyLimit: planLimits.monthlyLimit,
          isUnlimited: planLimits.isUnlimited,
        })
        .from(planLimits)
        .where(eq(planLimits.planId, planId));
    },

    /**
     * Adds one to a counter only while it is below `limit` (null: no limit), in one statement: the row lock
     * taken by the upsert makes concurrent reservations queue, so the limit is never overshot.
     * Returns the new count, or null when the limit was already reached.
     */
    async incrementBelow(
      userId: string,
      toolId: number,
      period: string,
      limit: number | null,
    ): Promise<number | null> {
      if (limit !== null && limit < 1) return null;
      const rows = await db
        .insert(usageCounters)
        .values({ userId, toolId, period, count: 1 })
        .onConflictDoUpdate({
          target: [usageCounters.userId, usageCounters.toolId, usageCounters.period],
          set: { count: sql`${usageCounters.count} + 1` },
          setWhere: limit === null ? undefined : sql`${usageCounters.count} < ${limit}`,
        })
        .returning({ count: usageCounters.count });
      return rows[0]?.count ?? null;
    },

    async decrement(userId: string, toolId: number, periods: string[]) {
      if (periods.length === 0) return;
      await db
        .update(usageCounters)
        .set({ count: sql`${usageCounters.count} - 1` })
        .where(
          and(
            eq(usageCounters.userId, userId),
            eq(usageCounters.toolId, toolId),
            inArray(usageCounters.period, periods),
            sql`${usageCounters.count} > 0`,
          ),
        );
    },

    /** Counters of one user for the given periods, every tool: one query. */
    counts(userId: string, periods: string[]) {
      return db
        .select({ toolId: usageCounters.toolId, period: usageCounters.period, count: usageCounters.count })
        .from(usageCounters)
        .where(and(eq(usageCounters.userId, userId), inArray(usageCounters.period, periods)));
    },
  };
};
