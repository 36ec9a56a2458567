import { and, asc, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { creditNotes, invoices, payments, plans, subscriptions } from '../../db/schema/index.js';

/** A payment's invoice in force: the one no credit note has cancelled (the first, or its correction). */
const currentInvoice = notExists(
  sql`(select 1 from ${creditNotes} where ${creditNotes.invoiceId} = ${invoices.id})`,
);

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
        .leftJoin(invoices, and(eq(invoices.paymentId, payments.id), currentInvoice))
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
      .innerJoin(invoices, and(eq(invoices.paymentId, payments.id), currentInvoice))
      .where(and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.status, 'completed')));
    return row?.invoice;
  },

  /** Every invoice and credit note of these payments of the seller, oldest first. */
  async documentsOf(userId: string, paymentIds: string[]) {
    if (paymentIds.length === 0) return [];
    return db
      .select({ invoice: invoices, creditNote: creditNotes })
      .from(invoices)
      .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
      .where(and(eq(invoices.userId, userId), inArray(invoices.paymentId, paymentIds)))
      .orderBy(asc(invoices.issuedAt), asc(invoices.sequence));
  },

  /** One of the seller's invoices, by its id. */
  async invoiceById(userId: string, invoiceId: string) {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
    return row;
  },

  /** One of the seller's credit notes with the invoice it cancels. */
  async creditNoteById(userId: string, creditNoteId: string) {
    const [row] = await db
      .select({ creditNote: creditNotes, invoice: invoices })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(and(eq(creditNotes.id, creditNoteId), eq(creditNotes.userId, userId)));
    return row;
  },
});
