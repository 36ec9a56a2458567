import { and, eq, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enqueueMail } from '../../db/mail-outbox.js';
import type { MailMessage } from '../../providers/email/mail-transport.js';
import {
  creditNoteSequences,
  creditNotes,
  invoiceSequences,
  invoices,
  paymentOrders,
  paymentWebhookEvents,
  payments,
  plans,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { subscriptionWriter, type SubscriptionWriter } from '../subscriptions/subscriptions.service.js';
import type { NewCreditNote } from './invoice/correction-fields.js';
import type { NewInvoice } from './invoice/invoice-fields.js';
import type { RunningPlan } from './upgrade-credit.js';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
type NewPayment = Omit<typeof payments.$inferInsert, 'status' | 'id' | 'createdAt'>;

/** Orders, payments, activations and invoice numbers: the only SQL that moves money-related state. */
export const paymentRepo = (db: Db) => ({
  async insertOrder(order: typeof paymentOrders.$inferInsert): Promise<OrderRow> {
    const [row] = await db.insert(paymentOrders).values(order).returning();
    return row!;
  },

  /** The seller's order created with this Idempotency-Key, if any. */
  async orderByIdempotencyKey(userId: string, key: string): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.idempotencyKey, key)))
      .limit(1);
    return row;
  },

  async orderByProviderId(providerOrderId: string) {
    const [row] = await db
      .select({ order: paymentOrders, plan: plans })
      .from(paymentOrders)
      .innerJoin(plans, eq(plans.id, paymentOrders.planId))
      .where(eq(paymentOrders.providerOrderId, providerOrderId))
      .limit(1);
    return row;
  },

  /** The payment with its first invoice (if completed) and plan name. */
  async paymentByProviderId(providerPaymentId: string) {
    const [row] = await db
      .select({ payment: payments, invoice: invoices, planName: plans.name })
      .from(payments)
      .innerJoin(plans, eq(plans.id, payments.planId))
      .leftJoin(invoices, and(eq(invoices.paymentId, payments.id), isNull(invoices.correctsInvoiceId)))
      .where(eq(payments.providerPaymentId, providerPaymentId))
      .limit(1);
    return row;
  },

  /**
   * Takes the payment for completion: inserts it as completed, or turns a pending or failed row completed.
   * Returns its id only to the one caller that did so; a racing verify or webhook waits on the unique
   * index and gets undefined once the winner commits.
   */
  async claimCompletion(payment: NewPayment, now: Date): Promise<string | undefined> {
    const [row] = await db
      .insert(payments)
      .values({ ...payment, status: 'completed', completedAt: now, createdAt: now })
      .onConflictDoUpdate({
        target: payments.providerPaymentId,
        set: { status: 'completed', completedAt: now, method: payment.method },
        setWhere: sql`${payments.status} <> 'completed'`,
      })
      .returning({ id: payments.id });
    return row?.id;
  },

  /**
   * A captured payment on an order another payment has already settled: recorded as due for refund (turning
   * a pending or failed row of it so). Returns false when this payment is the one that settled the order.
   */
  async recordDuplicateCapture(payment: NewPayment, now: Date): Promise<boolean> {
    const [row] = await db
      .insert(payments)
      .values({ ...payment, status: 'refund_due', createdAt: now })
      .onConflictDoUpdate({
        target: payments.providerPaymentId,
        set: { status: 'refund_due', method: payment.method },
        setWhere: sql`${payments.status} in ('pending', 'failed', 'refund_due')`,
      })
      .returning({ id: payments.id });
    return Boolean(row);
  },

  async orderStatus(orderId: string) {
    const [row] = await db
      .select({ status: paymentOrders.status })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, orderId));
    return row?.status;
  },

  /** Records a payment that did not complete (failed, pending, refunded); never touches an existing row. */
  async recordUnsettled(
    payment: NewPayment & { status: 'failed' | 'pending' | 'refunded' },
    now: Date,
  ): Promise<void> {
    await db
      .insert(payments)
      .values({ ...payment, createdAt: now })
      .onConflictDoNothing({ target: payments.providerPaymentId });
  },

  async markOrderPaid(orderId: string, now: Date) {
    await db
      .update(paymentOrders)
      .set({ status: 'paid', updatedAt: now })
      .where(eq(paymentOrders.id, orderId));
  },

  async markRenewal(paymentId: string) {
    await db.update(payments).set({ renewal: true }).where(eq(payments.id, paymentId));
  },

  /** Locks the seller's row (activations of one seller queue here) and returns it. */
  async lockSeller(userId: string) {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
    return row;
  },

  async activeSubscription(userId: string) {
    const [row] = await db
      .select({ id: subscriptions.id, planId: subscriptions.planId, endDate: subscriptions.endDate })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
      .limit(1);
    return row;
  },

  async markRefunded(paymentId: string) {
    await db.update(payments).set({ status: 'refunded' }).where(eq(payments.id, paymentId));
  },

  /** The next number of the financial year's series; the row lock holds until the transaction ends. */
  async nextInvoiceSequence(financialYear: string): Promise<number> {
    const [row] = await db
      .insert(invoiceSequences)
      .values({ financialYear, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceSequences.financialYear,
        set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
      })
      .returning({ lastNumber: invoiceSequences.lastNumber });
    return row!.lastNumber;
  },

  /** The next number of the financial year's credit note series, taken like an invoice number. */
  async nextCreditNoteSequence(financialYear: string): Promise<number> {
    const [row] = await db
      .insert(creditNoteSequences)
      .values({ financialYear, lastNumber: 1 })
      .onConflictDoUpdate({
        target: creditNoteSequences.financialYear,
        set: { lastNumber: sql`${creditNoteSequences.lastNumber} + 1` },
      })
      .returning({ lastNumber: creditNoteSequences.lastNumber });
    return row!.lastNumber;
  },

  async insertCreditNote(creditNote: NewCreditNote) {
    const [row] = await db.insert(creditNotes).values(creditNote).returning();
    return row!;
  },

  /** The invoice in force of the seller's completed payment (none cancelled it) and when it was paid. */
  async currentInvoiceOf(userId: string, paymentId: string) {
    const [row] = await db
      .select({ invoice: invoices, suppliedAt: payments.completedAt })
      .from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .where(
        and(
          eq(invoices.paymentId, paymentId),
          eq(payments.userId, userId),
          eq(payments.status, 'completed'),
          notExists(sql`(select 1 from ${creditNotes} where ${creditNotes.invoiceId} = ${invoices.id})`),
        ),
      );
    return row;
  },

  async insertInvoice(invoice: NewInvoice) {
    const [row] = await db.insert(invoices).values(invoice).returning();
    return row!;
  },

  /** Puts a mail in the outbox, in this repository's transaction. */
  queueMail: (message: MailMessage, now: Date) => enqueueMail(db, message, now),

  async webhookSeen(eventId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: paymentWebhookEvents.eventId })
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, eventId));
    return Boolean(row);
  },

  async markWebhookSeen(eventId: string, event: string, providerPaymentId: string | null, now: Date) {
    await db
      .insert(paymentWebhookEvents)
      .values({ eventId, event, providerPaymentId, receivedAt: now })
      .onConflictDoNothing();
  },

  /** A plan a seller can buy: active, not a trial, not free. */
  async buyablePlan(planId: string) {
    const [row] = await db
      .select()
      .from(plans)
      .where(
        and(
          eq(plans.id, planId),
          eq(plans.isActive, true),
          ne(plans.billingPeriod, 'trial'),
          sql`${plans.price} > 0`,
        ),
      );
    return row;
  },

  /** The seller's active subscription with its plan, for the upgrade credit. */
  async runningPlan(userId: string): Promise<RunningPlan | undefined> {
    const [row] = await db
      .select({
        subscriptionId: subscriptions.id,
        planId: subscriptions.planId,
        planName: plans.name,
        billingPeriod: plans.billingPeriod,
        assignedByAdmin: subscriptions.assignedByAdmin,
        amount: subscriptions.amount,
        startDate: subscriptions.startDate,
        endDate: subscriptions.endDate,
      })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
      .limit(1);
    return row;
  },

  async seller(userId: string) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row;
  },
});
export type PaymentRepo = ReturnType<typeof paymentRepo>;

/** Runs `work` in one transaction with a payment repository bound to it. */
export const inPaymentTransaction = <T>(
  db: Db,
  work: (tx: PaymentRepo, subscriptions: SubscriptionWriter) => Promise<T>,
): Promise<T> =>
  db.transaction((tx) => work(paymentRepo(tx as unknown as Db), subscriptionWriter(tx as unknown as Db)));
