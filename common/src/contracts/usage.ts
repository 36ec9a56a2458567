import { z } from 'zod';
import { billingPeriods, currencies } from './plans';

/** Why the quota service refused a call (DESIGN.md §2), plus plan_expired for a lapsed paid plan. */
export const quotaReasons = [
  'trial_limit_exceeded',
  'daily_limit_exceeded',
  'monthly_limit_exceeded',
  'trial_expired',
  'plan_expired',
] as const;
export type QuotaReason = (typeof quotaReasons)[number];

/** The body of a 429/402 quota refusal: the spec's fields (spec 01 §8) plus the common error fields. */
export const quotaRefusalSchema = z.object({
  code: z.string(),
  reason: z.enum(quotaReasons),
  message: z.string(),
  plan: z.object({ name: z.string() }),
  usage: z.object({
    trial_count: z.number().int().optional(),
    daily_count: z.number().int().optional(),
    monthly_count: z.number().int().optional(),
  }),
  limits: z.object({
    trial_limit: z.number().int().optional(),
    daily_limit: z.number().int().optional(),
    monthly_limit: z.number().int().optional(),
  }),
});
export type QuotaRefusal = z.infer<typeof quotaRefusalSchema>;

export const toolUsageSchema = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  is_unlimited: z.boolean(),
  daily_used: z.number().int().nullable(),
  daily_limit: z.number().int().nullable(),
});
export type ToolUsage = z.infer<typeof toolUsageSchema>;

/** GET /api/user/plan (spec 01 §3 "User plan response"). */
export const userPlanSchema = z.object({
  plan: z
    .object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      price: z.number(),
      currency: z.enum(currencies),
      billing_period: z.enum(billingPeriods),
      trial_end_date: z.string().nullable(),
      daily_limit: z.number().int().nullable(),
    })
    .nullable(),
  usage: z.record(z.string(), toolUsageSchema),
  subscription: z
    .object({
      status: z.enum(['active', 'expired', 'cancelled']),
      amount: z.number(),
      currency: z.string(),
      is_expired: z.boolean(),
      start_date: z.string(),
      next_billing_date: z.string().nullable(),
      days_until_expiry: z.number().int().nullable(),
    })
    .nullable(),
});
export type UserPlan = z.infer<typeof userPlanSchema>;

/** GET /api/tools (spec 01 §3 "Tool"). */
export const toolSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  route: z.string().nullable(),
  icon: z.string(),
  is_active: z.boolean(),
});
export type Tool = z.infer<typeof toolSchema>;
export const toolListSchema = z.array(toolSchema);

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-21')
  .refine((d) => {
    const parsed = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(d);
  }, 'That date does not exist');

/** GET /api/usage/history query (spec 02 §7). Dates are Asia/Kolkata calendar days, both ends included. */
export const usageHistoryQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    toolId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    path: ['endDate'],
    message: 'The end date must be on or after the start date',
  });
export type UsageHistoryQuery = z.infer<typeof usageHistoryQuerySchema>;

export const usageHistoryItemSchema = z.object({
  id: z.number().int(),
  tool_id: z.number().int(),
  tool_name: z.string(),
  usage_type: z.string(),
  usage_count: z.number().int(),
  request_data: z.unknown(),
  response_data: z.unknown(),
  response_status: z.number().int(),
  created_at: z.string(),
});
export type UsageHistoryItem = z.infer<typeof usageHistoryItemSchema>;

export const usageStatisticSchema = z.object({
  tool_id: z.number().int(),
  tool_name: z.string(),
  plan_name: z.string().nullable(),
  billing_period: z.string().nullable(),
  total_calls: z.number().int(),
  successful_calls: z.number().int(),
  failed_calls: z.number().int(),
  first_used: z.string(),
  last_used: z.string(),
});
export type UsageStatistic = z.infer<typeof usageStatisticSchema>;

export const usageHistoryResponseSchema = z.object({
  history: z.array(usageHistoryItemSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
  statistics: z.array(usageStatisticSchema),
});
export type UsageHistoryResponse = z.infer<typeof usageHistoryResponseSchema>;
