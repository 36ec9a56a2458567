import { and, eq, gt, lte, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { planEndReminders, plans, subscriptions, users } from '../../db/schema/index.js';

/** Paid plans about to end and the reminders already sent for them. */
export const planEndRemindersRepo = (db: Db) => ({
  /** Running paid (not trial) plans of active sellers that end after `now` and by `until`, not yet reminded. */
  endingBetween(now: Date, until: Date, daysBefore: number) {
    return db
      .select({
        subscriptionId: subscriptions.id,
        endDate: subscriptions.endDate,
        planName: plans.name,
        email: users.email,
        firstName: users.firstName,
      })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(
        and(
          eq(subscriptions.status, 'active'),
          ne(plans.billingPeriod, 'trial'),
          eq(users.status, 'active'),
          gt(subscriptions.endDate, now),
          lte(subscriptions.endDate, until),
          notExists(
            db
              .select({ one: sql`1` })
              .from(planEndReminders)
              .where(
                and(
                  eq(planEndReminders.subscriptionId, subscriptions.id),
                  eq(planEndReminders.endDate, subscriptions.endDate),
                  lte(planEndReminders.daysBefore, daysBefore),
                ),
              ),
          ),
        ),
      )
      .limit(500);
  },

  /** Records the reminder; false when it was already recorded (another pass or process sent it). */
  async record(subscriptionId: string, daysBefore: number, endDate: Date, now: Date): Promise<boolean> {
    const rows = await db
      .insert(planEndReminders)
      .values({ subscriptionId, daysBefore, endDate, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: planEndReminders.subscriptionId });
    return rows.length > 0;
  },
});
