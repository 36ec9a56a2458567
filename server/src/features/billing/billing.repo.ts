import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, payments, plans, subscriptions } from '../../db/schema/index.js';

/** Reads for the Billing screen: payment history, subscriptions, invoices. */
export const billingRepo = (db: Db) => ({
  async paymentPage(userId: string, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: payments.id,
          planName: plans.name,
          billingPeriod: plans.billingPeriod,
          createdAt: payments.createdAt,
          amountMinor: payments.amountMinor,
          currency: payments.currency,
          status: payments.status,
          invoiceNumber: invoices.number,
        })
        .from(payments)
        .innerJoin(plans, eq(plans.id, payments.planId))
        .leftJoin(invoices, eq(invoices.paymentId, payments.id))
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(payments).where(eq(payments.userId, userId)),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  subscriptions(userId: string) {
    return db
      .select({ subscription: subscriptions, planName: plans.name, billingPeriod: plans.billingPeriod })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt))
      .limit(100);
  },

  async completedPayments(userId: string): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'completed')));
    return row?.total ?? 0;
  },

  /** The invoice of the caller's own completed payment, or undefined. */
  async invoiceOf(userId: string, paymentId: string) {
    const [row] = await db
      .select({ invoice: invoices })
      .from(payments)
      .innerJoin(invoices, eq(invoices.paymentId, payments.id))
      .where(and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.status, 'completed')));
    return row?.invoice;
  },
});
