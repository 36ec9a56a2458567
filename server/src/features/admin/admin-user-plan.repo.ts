import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plans, subscriptions } from '../../db/schema/index.js';

export type PlanRow = typeof plans.$inferSelect;

/** Subscriptions as the admin reads them (features/subscriptions writes them): a user's current one is its only active row. */
export const adminUserPlanRepo = (db: Db) => ({
  async plan(planId: string): Promise<PlanRow | undefined> {
    const [row] = await db.select().from(plans).where(eq(plans.id, planId));
    return row;
  },

  async current(userId: string) {
    const [row] = await db
      .select({ subscription: subscriptions, plan: plans })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
    return row;
  },

  /** The user's most recent subscription on a trial plan, whatever its state. */
  async latestTrial(userId: string) {
    const [row] = await db
      .select({ subscription: subscriptions, plan: plans })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(and(eq(subscriptions.userId, userId), eq(plans.billingPeriod, 'trial')))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1);
    return row;
  },
});
export type AdminUserPlanRepo = ReturnType<typeof adminUserPlanRepo>;
