import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plans, subscriptions } from '../../db/schema/index.js';

export type SubscriptionPlanRow = typeof plans.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

/** The subscriptions table's writes; a user's current subscription is its only active row. */
export const subscriptionsRepo = (db: Db) => ({
  /** The plan new sellers start on (chosen in the back office): active, and a trial. */
  async signupPlan(): Promise<SubscriptionPlanRow | undefined> {
    const [row] = await db
      .select()
      .from(plans)
      .where(and(eq(plans.isSignupPlan, true), eq(plans.isActive, true)))
      .limit(1);
    return row;
  },

  async insert(row: NewSubscription): Promise<void> {
    await db.insert(subscriptions).values(row);
  },

  /** Ends the current subscription (the row stays, for the history). */
  async cancelActive(userId: string, now: Date): Promise<void> {
    await db
      .update(subscriptions)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
  },

  /** A renewal of the same plan: a later end, and what was paid for it added to its amount. */
  async extend(id: string, endDate: Date | null, paid: number, currency: string, now: Date): Promise<void> {
    await db
      .update(subscriptions)
      .set({ endDate, amount: sql`${subscriptions.amount} + ${paid}`, currency, updatedAt: now })
      .where(eq(subscriptions.id, id));
  },

  async endAt(id: string, end: Date, now: Date): Promise<void> {
    await db.update(subscriptions).set({ endDate: end, updatedAt: now }).where(eq(subscriptions.id, id));
  },
});
