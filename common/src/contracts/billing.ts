import { z } from 'zod';
import { pageOf, pageQuery } from './pagination';
import { paymentHistoryPageSize } from '../constants/product';
import { billingDetailsSchema } from './billing-details';
import { billingPeriods, publicPlanListSchema } from './plans';

/** GET /api/billing/plans: the plans a signed-in seller can buy (no Free Trial), limits keyed by tool id. */
export const billingPlanListSchema = publicPlanListSchema;

/** `refund_due`: a second payment captured on an order that was already paid, to be refunded. */
export const paymentStatuses = ['completed', 'failed', 'pending', 'refunded', 'refund_due'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const billingDocumentKinds = ['invoice', 'credit_note'] as const;

/** An invoice or a credit note, downloadable as a PDF from GET /api/{invoices|credit-notes}/{id}. */
export const billingDocumentSchema = z.object({
  kind: z.enum(billingDocumentKinds),
  id: z.string(),
  number: z.string(),
  issued_at: z.string(),
  /** An invoice a credit note has cancelled, or a credit note: kept, no longer in force. */
  cancelled: z.boolean(),
});
export type BillingDocument = z.infer<typeof billingDocumentSchema>;

/** One row of the payment history; amount in rupees (major units). */
export const paymentRecordSchema = z.object({
  id: z.string(),
  plan_name: z.string(),
  billing_period: z.enum(billingPeriods),
  created_at: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  /** Set on completed payments: the invoice the PDF download carries (the one in force). */
  invoice_number: z.string().nullable(),
  /** Every invoice and credit note of the payment, oldest first: a corrected invoice adds two. */
  documents: z.array(billingDocumentSchema),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const paymentHistoryQuerySchema = z.object({
  page: pageQuery.page,
  limit: pageQuery.limit.removeDefault().default(paymentHistoryPageSize),
});
export type PaymentHistoryQuery = z.infer<typeof paymentHistoryQuerySchema>;

/** GET /api/payments/history: newest first; `total` feeds 'Showing X to Y of Z payments'. */
export const paymentHistoryResponseSchema = pageOf(paymentRecordSchema);
export type PaymentHistoryResponse = z.infer<typeof paymentHistoryResponseSchema>;

export const subscriptionRecordSchema = z.object({
  id: z.string(),
  plan_name: z.string(),
  billing_period: z.enum(billingPeriods),
  status: z.enum(['active', 'expired', 'cancelled']),
  /** What the seller paid for this subscription (0 for a trial or an assigned plan). */
  amount: z.number(),
  /** Assigned by an administrator: nothing was paid for it. */
  assigned_by_admin: z.boolean(),
  currency: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
});
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>;

/** GET /api/billing/history: the seller's subscriptions, newest first, and the Quick Stats count. */
export const billingHistoryResponseSchema = z.object({
  subscriptions: z.array(subscriptionRecordSchema),
  completed_payments: z.number().int(),
});
export type BillingHistoryResponse = z.infer<typeof billingHistoryResponseSchema>;

/** GET /api/billing/credits: per plan, the credit for the running paid plan's unused days and what is left to pay. */
export const upgradeCreditsSchema = z.object({
  credits: z.array(
    z.object({
      plan_id: z.string(),
      /** Rupees taken off the plan's price. */
      credit: z.number(),
      /** Rupees to pay: the price less the credit. */
      amount_due: z.number(),
      unused_days: z.number().int(),
      from_plan: z.string(),
      note: z.string(),
    }),
  ),
});
export type UpgradeCredits = z.infer<typeof upgradeCreditsSchema>;

/**
 * POST /api/payments/create-order. The amount and currency come from the plan; any sent are ignored. The
 * invoice's buyer details are stored on the order now (left out: the profile's business name, GSTIN and state).
 */
export const createOrderRequestSchema = z.object({
  planId: z.uuid('Choose a plan'),
  billing: billingDetailsSchema.optional(),
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

export const paymentGateways = ['razorpay', 'sandbox'] as const;
export type PaymentGatewayKind = (typeof paymentGateways)[number];

export const createOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    keyId: z.string(),
    /** In the smallest unit (paise), as Razorpay's checkout takes it. */
    amount: z.number().int(),
    currency: z.string(),
    orderId: z.string(),
    planName: z.string(),
    /** Taken off the plan's price for the unused part of the running paid plan (rupees); null when none. */
    credit: z.object({ amount: z.number(), note: z.string() }).nullable(),
    /** The checkout's description line. */
    description: z.string(),
    gateway: z.enum(paymentGateways),
    /** The script that defines window.Razorpay: Razorpay's own, or the sandbox's. */
    checkoutScriptUrl: z.string(),
    prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
    notes: z.object({ planId: z.string(), userId: z.string() }),
  }),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** The three fields Razorpay's checkout hands to its success handler. */
export const verifyPaymentRequestSchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(64),
  razorpay_payment_id: z.string().trim().min(1).max(512),
  razorpay_signature: z.string().trim().min(1).max(128),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

export const verifyPaymentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    paymentId: z.string(),
    planName: z.string(),
    /** True when this payment extended the plan the seller already had (the 'renewed' toast). */
    renewed: z.boolean(),
    invoiceNumber: z.string(),
    /** When the plan now ends; null for a one-time (forever) plan. */
    expiresAt: z.string().nullable(),
  }),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** POST /api/payments/sandbox/pay: the sandbox gateway's "customer pays" (or fails). */
export const sandboxPayRequestSchema = z.object({
  orderId: z.string().trim().min(1).max(64),
  outcome: z.enum(['success', 'failure']),
});
export type SandboxPayRequest = z.infer<typeof sandboxPayRequestSchema>;

export const sandboxPayResponseSchema = verifyPaymentRequestSchema.extend({
  status: z.enum(['captured', 'failed']),
});
export type SandboxPayResponse = z.infer<typeof sandboxPayResponseSchema>;

export const webhookResponseSchema = z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) });

export const billingErrorCodes = {
  verificationFailed: 'PAYMENT_VERIFICATION_FAILED',
  paymentFailed: 'PAYMENT_FAILED',
  paymentPending: 'PAYMENT_PENDING',
  invalidSignature: 'INVALID_SIGNATURE',
  gatewayError: 'PAYMENT_GATEWAY_ERROR',
  paidTwice: 'ORDER_ALREADY_PAID',
  creditExceedsPrice: 'CREDIT_EXCEEDS_PRICE',
  creditAlreadyUsed: 'CREDIT_ALREADY_USED',
} as const;

/** Server texts; the verification failure's, and the success lines the toasts show. */
export const billingMessages = {
  orderCreated: 'Order created',
  planNotAvailable: 'This plan is not available. Choose another plan on the pricing page.',
  verificationFailed: 'Payment verification failed. Please contact support.',
  paymentFailed: 'The payment failed and no money was taken. You can try again anytime.',
  paymentPending:
    'Your payment is authorised but not captured yet. Your plan will be activated as soon as it is.',
  orderAlreadyPaid: 'This order is already paid.',
  paidTwice:
    'This order had already been paid, so this second payment activates nothing: it will be refunded to you.',
  gatewayError: 'The payment gateway is not answering. Please try again in a minute.',
  creditExceedsPrice: (fromPlan: string, credit: string, plan: string, price: string, endsOn: string) =>
    `The unused days of your ${fromPlan} plan are worth ${credit}, more than the ${plan} plan's ${price}: switching now would lose the difference. Choose ${plan} when your ${fromPlan} plan ends on ${endsOn}, or choose a plan that costs more.`,
  creditAlreadyUsed:
    'The credit for your previous plan was already used by another payment, so this payment activates nothing: it will be refunded to you. Open Pricing again to see what is due now.',
  invalidWebhookSignature: 'The webhook signature does not match',
  webhooksOff: 'Webhooks are not configured (RAZORPAY_WEBHOOK_SECRET is unset)',
  activated: (plan: string) => `Your ${plan} plan has been activated successfully.`,
  renewed: (plan: string) => `Your ${plan} plan has been renewed successfully.`,
  invoiceNotFound: 'No invoice for this payment',
  creditNoteNotFound: 'No such credit note',
} as const;
