import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './accounts.js';
import { plans } from './catalog.js';

/** A checkout: stored before the seller pays, with the amount taken from the plan (never from the client). */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    providerOrderId: text('provider_order_id').notNull(),
    /** Amount in the smallest unit (paise). */
    amountMinor: integer('amount_minor').notNull(),
    /** Credit for the unused part of the running paid plan, already taken off amountMinor (paise). */
    creditMinor: integer('credit_minor').notNull().default(0),
    /** What the credit is for, as the invoice prints it. */
    creditNote: text('credit_note'),
    /** The running subscription the credit was for: the credit holds only while it is still the running one. */
    creditSubscriptionId: uuid('credit_subscription_id'),
    /** The buyer's details for the invoice, as given at checkout (or the profile's then): the invoice is made from these. */
    billedLegalName: text('billed_legal_name'),
    billedGstin: text('billed_gstin'),
    billedAddress: text('billed_address'),
    billedState: text('billed_state'),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['created', 'paid', 'failed'] })
      .notNull()
      .default('created'),
    receipt: text('receipt').notNull(),
    /** The seller's Idempotency-Key of the create-order request: a retry with it gets this order again. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_unique').on(t.providerOrderId),
    uniqueIndex('payment_orders_idempotency_unique')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('payment_orders_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * One row per gateway payment: the unique provider payment id is what makes verify and the webhook, racing
 * for one payment, leave one row and one activation.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** `refund_due`: captured on an order another payment had already settled (never activates anything). */
    status: text('status', {
      enum: ['completed', 'failed', 'pending', 'refunded', 'refund_due'],
    }).notNull(),
    method: text('method'),
    /** Completed payments: true when it extended the plan the seller already had. */
    renewal: boolean('renewal').notNull().default(false),
    failureReason: text('failure_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_unique').on(t.providerPaymentId),
    index('payments_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * A GST invoice, frozen when the payment completes: every line the PDF prints is stored here, so the PDF
 * is the same at every download whatever changes later (profile, plan, supplier settings).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** VK/2026-27/000001: the financial year's series, gap-free (see invoiceSequences). */
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    supplierName: text('supplier_name').notNull(),
    supplierAddress: text('supplier_address'),
    supplierGstin: text('supplier_gstin'),
    supplierState: text('supplier_state'),
    billedName: text('billed_name').notNull(),
    billedEmail: text('billed_email').notNull(),
    billedPhone: text('billed_phone'),
    billedBusinessName: text('billed_business_name'),
    billedGstin: text('billed_gstin'),
    billedAddress: text('billed_address'),
    billedState: text('billed_state'),
    placeOfSupply: text('place_of_supply'),
    planName: text('plan_name').notNull(),
    billingPeriod: text('billing_period').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** Credit for the unused part of the previous plan, taken off the plan's price (paise, GST included). */
    creditMinor: integer('credit_minor').notNull().default(0),
    creditNote: text('credit_note'),
    /** SAC code of the service as printed (INVOICE_SAC when issued). */
    sacCode: text('sac_code'),
    taxableMinor: integer('taxable_minor').notNull(),
    cgstMinor: integer('cgst_minor').notNull(),
    sgstMinor: integer('sgst_minor').notNull(),
    igstMinor: integer('igst_minor').notNull(),
    currency: text('currency').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** A corrected invoice: the invoice it replaces (cancelled by a credit note) and that one's number. */
    correctsInvoiceId: uuid('corrects_invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'restrict',
    }),
    correctsInvoiceNumber: text('corrects_invoice_number'),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    /** One first invoice per payment; each invoice is corrected at most once. */
    uniqueIndex('invoices_payment_first_unique')
      .on(t.paymentId)
      .where(sql`${t.correctsInvoiceId} is null`),
    uniqueIndex('invoices_corrects_unique').on(t.correctsInvoiceId),
    uniqueIndex('invoices_year_sequence_unique').on(t.financialYear, t.sequence),
    index('invoices_user_idx').on(t.userId),
    check(
      'invoices_amounts_add_up',
      sql`${t.taxableMinor} + ${t.cgstMinor} + ${t.sgstMinor} + ${t.igstMinor} = ${t.amountMinor}`,
    ),
  ],
);

/**
 * The last invoice number of each financial year ('2026-27'). Taken with an upsert inside the transaction
 * that completes the payment: the row lock serialises issuers and a rollback gives the number back.
 */
export const invoiceSequences = pgTable('invoice_sequences', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A credit note (CGST Act s.34) cancelling an invoice in full, issued with the corrected invoice that replaces
 * it. Its own series per financial year (CN/2026-27/000001), numbered like invoices (creditNoteSequences).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    reason: text('reason').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    taxableMinor: integer('taxable_minor').notNull(),
    cgstMinor: integer('cgst_minor').notNull(),
    sgstMinor: integer('sgst_minor').notNull(),
    igstMinor: integer('igst_minor').notNull(),
    currency: text('currency').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_unique').on(t.number),
    uniqueIndex('credit_notes_invoice_unique').on(t.invoiceId),
    uniqueIndex('credit_notes_year_sequence_unique').on(t.financialYear, t.sequence),
    index('credit_notes_user_idx').on(t.userId),
  ],
);

/** The last credit note number of each financial year, taken like invoiceSequences. */
export const creditNoteSequences = pgTable('credit_note_sequences', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Razorpay webhook deliveries already handled, by their X-Razorpay-Event-Id. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  providerPaymentId: text('provider_payment_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
