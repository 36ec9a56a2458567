import { z } from 'zod';
import { marketplaceZones, productCategories } from '../calculators/rate-cards/types';
import { settlementCauses } from '../settlements/reconcile';

/**
 * Settlement check: a seller's settlement file, each order recomputed from the rate card and compared with
 * what was charged. No AI call; the file and its results are the seller's, deleted whenever they like.
 */
/**
 * 'pending': read, not checked yet; 'queued' and 'checking': the check is a background job; 'checked': its
 * result is kept; 'failed' (after three tries) and 'cancelled' may be checked again.
 */
export const settlementStatuses = [
  'pending',
  'queued',
  'checking',
  'checked',
  'failed',
  'cancelled',
] as const;

/** The settlement files the check reads. */
export const settlementFormats = [
  'amazon-v2',
  'amazon-date-range',
  'flipkart-orders',
  'meesho-payments',
] as const;
export type SettlementFormat = (typeof settlementFormats)[number];
export const settlementFormatNames: Record<SettlementFormat, string> = {
  'amazon-v2': 'Amazon.in settlement flat file V2',
  'amazon-date-range': 'Amazon.in Date Range Transaction report',
  'flipkart-orders': 'Flipkart settled transactions (Orders sheet)',
  'meesho-payments': 'Meesho payments (Order Payments sheet)',
};

export const settlementUploadQuerySchema = z.object({
  name: z.string().trim().min(1, 'Give the file name').max(200, 'A file name of at most 200 characters'),
});

export const reconcileSettingsSchema = z.object({
  category: z.enum(productCategories, { error: 'Choose the category of the products in this settlement' }),
  weightKg: z
    .number()
    .positive('Give a weight above 0 kg')
    .max(100, 'Give a weight of at most 100 kg')
    .optional(),
  zone: z.enum(marketplaceZones).default('national'),
  threshold: z.number().min(0).max(10_000).default(1),
});
export type ReconcileSettingsInput = z.input<typeof reconcileSettingsSchema>;

const findingSchema = z.object({
  orderId: z.string(),
  sku: z.string(),
  date: z.string().nullable(),
  month: z.string().nullable(),
  transactionType: z.string(),
  cause: z.enum(settlementCauses),
  what: z.string(),
  charged: z.number(),
  expected: z.number(),
  difference: z.number(),
  basis: z.string(),
  lines: z.array(z.number().int()),
  /** The text for the marketplace's support case. */
  dispute: z.string(),
});
export type SettlementFindingView = z.infer<typeof findingSchema>;

export const reconciliationSchema = z.object({
  orders: z.number().int(),
  refunds: z.number().int(),
  lines: z.number().int(),
  findings: z.array(findingSchema),
  unchecked: z.array(z.object({ orderId: z.string(), what: z.string(), why: z.string() })),
  byCause: z.array(
    z.object({ cause: z.enum(settlementCauses), count: z.number().int(), overcharged: z.number() }),
  ),
  byMonth: z.array(z.object({ month: z.string(), count: z.number().int(), overcharged: z.number() })),
  overcharged: z.number(),
});

export const settlementSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  reportName: z.string(),
  marketplace: z.string(),
  settlementIds: z.array(z.string()),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  lines: z.number().int(),
  orders: z.number().int(),
  refunds: z.number().int(),
  problems: z.array(z.string()),
  status: z.enum(settlementStatuses),
  /** How far a running check is, 0 to 100; null before a check starts. */
  progress: z.number().int().min(0).max(100).nullable(),
  /** Why the last check failed, for the seller. */
  error: z.string().nullable(),
  settings: reconcileSettingsSchema.nullable(),
  result: reconciliationSchema.nullable(),
  createdAt: z.string(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const settlementRefusalSchema = z.object({
  code: z.literal('SETTLEMENT_FILE_UNKNOWN'),
  message: z.string(),
  missing: z.array(z.string()),
});
