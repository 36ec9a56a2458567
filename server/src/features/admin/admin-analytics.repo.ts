import { and, asc, count, eq, gt, gte, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { payments, plans, subscriptions, tools, usageDaily, users } from '../../db/schema/index.js';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const day = (isoDay: string) => sql`${isoDay}::date`;
/** count(*) of the rows matching `condition`, as a number. */
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
/** sum(column) of the rows matching `condition` (0 when none), as a number. */
const sumWhere = (column: SQL | AnyPgColumn, condition?: SQL) =>
  (condition
    ? sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)`
    : sql<number>`coalesce(sum(${column}), 0)`
  ).mapWith(Number);
/** The Asia/Kolkata calendar day of a timestamp (UTC+05:30 all year) as 'YYYY-MM-DD'. */
const istDayOf = (column: AnyPgColumn) =>
  sql<string>`(((${column} at time zone 'UTC') + interval '330 minutes')::date)::text`;

const completedRupeePayments = and(eq(payments.status, 'completed'), eq(payments.currency, 'INR'));

export interface Windows {
  /** Start of the last 30 days and of the 30 days before them. */
  recentFrom: Date;
  previousFrom: Date;
}

/** The aggregate reads behind the admin dashboard: each walks an index range or a small rollup. */
export const adminAnalyticsRepo = (db: Db) => ({
  /** Accounts per status (an index-only scan of users_status_idx). */
  usersByStatus() {
    return db.select({ status: users.status, n: count() }).from(users).groupBy(users.status);
  },

  /** Sign-ups of the two 30-day windows only (a range of the created_at index, not the whole table). */
  async signupWindows(w: Windows) {
    const [row] = await db
      .select({
        recent: countWhere(sql`${users.createdAt} >= ${at(w.recentFrom)}`),
        previous: countWhere(sql`${users.createdAt} < ${at(w.recentFrom)}`),
      })
      .from(users)
      .where(and(gte(users.createdAt, w.previousFrom), ne(users.status, 'deleted')));
    return row!;
  },

  /**
   * Running subscriptions (not cancelled, end ahead or none) per plan, with the plan's kind: two index-only
   * ranges of subscriptions_active_end_idx (an OR of both would make the planner visit the table).
   */
  async runningByPlan(now: Date) {
    const running = (condition: SQL | undefined) =>
      db
        .select({ planId: subscriptions.planId, n: count() })
        .from(subscriptions)
        .where(and(eq(subscriptions.status, 'active'), condition))
        .groupBy(subscriptions.planId);
    const [ending, endless, kinds] = await Promise.all([
      running(gt(subscriptions.endDate, now)),
      running(isNull(subscriptions.endDate)),
      db.select({ id: plans.id, billingPeriod: plans.billingPeriod, price: plans.price }).from(plans),
    ]);
    return [...ending, ...endless].map((row) => ({ ...row, plan: kinds.find((k) => k.id === row.planId) }));
  },

  /** Completed rupee payments in paise: all time, since the month started, and the two 30-day windows. */
  async revenue(monthStart: Date, w: Windows) {
    const amount = payments.amountMinor;
    const [row] = await db
      .select({
        total: sumWhere(amount),
        month: sumWhere(amount, sql`${payments.createdAt} >= ${at(monthStart)}`),
        recent: sumWhere(amount, sql`${payments.createdAt} >= ${at(w.recentFrom)}`),
        previous: sumWhere(
          amount,
          sql`${payments.createdAt} >= ${at(w.previousFrom)} and ${payments.createdAt} < ${at(w.recentFrom)}`,
        ),
      })
      .from(payments)
      .where(completedRupeePayments);
    return row!;
  },

  /** AI calls per tool from the daily rollup; days are 'YYYY-MM-DD' on the Asia/Kolkata calendar. */
  usageByTool(days: { today: string; monthStart: string; recentFrom: string; previousFrom: string }) {
    const calls = usageDaily.calls;
    return db
      .select({
        toolId: usageDaily.toolId,
        toolName: tools.name,
        total: sumWhere(calls),
        successful: sumWhere(usageDaily.successful),
        monthly: sumWhere(calls, sql`${usageDaily.day} >= ${day(days.monthStart)}`),
        daily: sumWhere(calls, sql`${usageDaily.day} = ${day(days.today)}`),
        recent: sumWhere(calls, sql`${usageDaily.day} >= ${day(days.recentFrom)}`),
        previous: sumWhere(
          calls,
          sql`${usageDaily.day} >= ${day(days.previousFrom)} and ${usageDaily.day} < ${day(days.recentFrom)}`,
        ),
      })
      .from(usageDaily)
      .innerJoin(tools, eq(tools.id, usageDaily.toolId))
      .groupBy(usageDaily.toolId, tools.name, tools.sortOrder)
      .orderBy(asc(tools.sortOrder));
  },

  signupsByDay(since: Date) {
    const dayOf = istDayOf(users.createdAt);
    return db
      .select({ day: dayOf, n: count() })
      .from(users)
      .where(and(gte(users.createdAt, since), ne(users.status, 'deleted')))
      .groupBy(dayOf);
  },

  callsByDay(sinceDay: string) {
    return db
      .select({ day: usageDaily.day, n: sumWhere(usageDaily.calls) })
      .from(usageDaily)
      .where(gte(usageDaily.day, sinceDay))
      .groupBy(usageDaily.day);
  },

  /** Paise per day. */
  revenueByDay(since: Date) {
    const dayOf = istDayOf(payments.createdAt);
    return db
      .select({ day: dayOf, n: sumWhere(payments.amountMinor) })
      .from(payments)
      .where(and(completedRupeePayments, gte(payments.createdAt, since)))
      .groupBy(dayOf);
  },
});
export type AdminAnalyticsRepo = ReturnType<typeof adminAnalyticsRepo>;
