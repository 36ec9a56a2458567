import { and, asc, count, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import { calculatorToolId } from '@common/constants/tools';
import type { Db } from '../../db/client.js';
import { paymentOrders, payments, planLimits, plans, subscriptions, tools } from '../../db/schema/index.js';

export type PlanRow = typeof plans.$inferSelect;
export type NewPlanRow = typeof plans.$inferInsert;
export interface LimitInput {
  toolId: number;
  monthlyLimit: number;
  isUnlimited: boolean;
}

/** Plans as the back office manages them: active and inactive, with limits and subscriber counts. */
export const adminPlansRepo = (db: Db) => ({
  all(): Promise<PlanRow[]> {
    return db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.name));
  },

  async find(id: string): Promise<PlanRow | undefined> {
    const [row] = await db.select().from(plans).where(eq(plans.id, id));
    return row;
  },

  async lock(id: string): Promise<PlanRow | undefined> {
    const [row] = await db.select().from(plans).where(eq(plans.id, id)).for('update');
    return row;
  },

  /** Limits of the given plans with tool names, the calculator left out (one query). */
  limitsOf(planIds: string[]) {
    if (planIds.length === 0) return Promise.resolve([]);
    return db
      .select({
        planId: planLimits.planId,
        toolId: planLimits.toolId,
        monthlyLimit: planLimits.monthlyLimit,
        isUnlimited: planLimits.isUnlimited,
        toolName: tools.name,
      })
      .from(planLimits)
      .innerJoin(tools, eq(tools.id, planLimits.toolId))
      .where(and(inArray(planLimits.planId, planIds), ne(planLimits.toolId, calculatorToolId)))
      .orderBy(asc(tools.sortOrder));
  },

  /** Sellers per plan (or on one plan) whose current subscription has not ended. */
  subscriberCounts(now: Date, planId?: string) {
    return db
      .select({ planId: subscriptions.planId, n: count() })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'active'),
          or(isNull(subscriptions.endDate), gt(subscriptions.endDate, now)),
          planId ? eq(subscriptions.planId, planId) : undefined,
        ),
      )
      .groupBy(subscriptions.planId);
  },

  /** Subscriptions, orders and payments that refer to the plan, past or present. */
  async references(planId: string): Promise<number> {
    const [subs] = await db
      .select({ n: count() })
      .from(subscriptions)
      .where(eq(subscriptions.planId, planId));
    const [orders] = await db
      .select({ n: count() })
      .from(paymentOrders)
      .where(eq(paymentOrders.planId, planId));
    const [paid] = await db.select({ n: count() }).from(payments).where(eq(payments.planId, planId));
    return (subs?.n ?? 0) + (orders?.n ?? 0) + (paid?.n ?? 0);
  },

  async toolIds(): Promise<number[]> {
    return (await db.select({ id: tools.id }).from(tools)).map((t) => t.id);
  },

  /** The new plan's id, or undefined when the name is taken. */
  async insert(row: NewPlanRow): Promise<string | undefined> {
    const [created] = await db
      .insert(plans)
      .values(row)
      .onConflictDoNothing({ target: plans.name })
      .returning({ id: plans.id });
    return created?.id;
  },

  async update(id: string, set: Partial<NewPlanRow>): Promise<void> {
    await db.update(plans).set(set).where(eq(plans.id, id));
  },

  /** Replaces the plan's limits with these. */
  async setLimits(planId: string, limits: LimitInput[]): Promise<void> {
    await db.delete(planLimits).where(eq(planLimits.planId, planId));
    if (limits.length > 0) await db.insert(planLimits).values(limits.map((l) => ({ ...l, planId })));
  },

  /** Makes this plan the one new sellers start on (the index allows one: the old one is cleared first). */
  async setSignupPlan(id: string): Promise<void> {
    await db.update(plans).set({ isSignupPlan: false }).where(eq(plans.isSignupPlan, true));
    await db.update(plans).set({ isSignupPlan: true }).where(eq(plans.id, id));
  },

  async delete(id: string): Promise<void> {
    await db.delete(plans).where(eq(plans.id, id));
  },
});
export type AdminPlansRepo = ReturnType<typeof adminPlansRepo>;
