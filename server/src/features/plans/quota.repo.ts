import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  planLimits,
  plans,
  subscriptions,
  tools,
  usageCounters,
  usageReservations,
} from '../../db/schema/index.js';

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

    /** Writes down a reservation (in the transaction that took it from the counters); its id. */
    async insertReservation(userId: string, toolId: number, periods: string[], now: Date): Promise<string> {
      const [row] = await db
        .insert(usageReservations)
        .values({ userId, toolId, periods, createdAt: now })
        .returning({ id: usageReservations.id });
      return row!.id;
    },

    /** Crosses out a reservation whose call has its history row. */
    async settleReservation(id: string) {
      await db.delete(usageReservations).where(eq(usageReservations.id, id));
    },

    /**
     * Gives a reserved call back: crosses out the reservation and decrements its counters in one statement,
     * so a call is never given back twice (by the failed request and by the reconciliation).
     */
    async releaseReservation(id: string) {
      await db.execute(sql`with gone as (
          delete from usage_reservations where id = ${id} returning user_id, tool_id, periods)
        update usage_counters c set count = c.count - 1 from gone g
        where c.user_id = g.user_id and c.tool_id = g.tool_id and c.period = any(g.periods) and c.count > 0`);
    },

    /**
     * Reservations older than `before` are crossed out; those whose call has no history row (the process died
     * between reserving and recording) give their call back. One statement, a batch at a time; the number of
     * calls given back.
     */
    async giveBackStale(before: Date): Promise<number> {
      const result = await db.execute(sql`with stale as (
          delete from usage_reservations where id in (
            select id from usage_reservations where created_at < ${before.toISOString()}::timestamptz limit 5000)
          returning id, user_id, tool_id, periods),
        lost as (
          select s.id, s.user_id, s.tool_id, p.period from stale s cross join lateral unnest(s.periods) as p(period)
          where not exists (select 1 from usage_events e where e.reservation_id = s.id)),
        give_back as (
          select user_id, tool_id, period, count(*)::int as n from lost group by user_id, tool_id, period),
        updated as (
          update usage_counters c set count = greatest(c.count - g.n, 0) from give_back g
          where c.user_id = g.user_id and c.tool_id = g.tool_id and c.period = g.period returning c.user_id)
        select (select count(distinct id) from lost)::int as calls, (select count(*) from updated)::int as counters`);
      const rows = (result as unknown as { rows: Array<{ calls: number }> }).rows;
      return Number(rows[0]?.calls ?? 0);
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
