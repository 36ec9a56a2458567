import { z } from 'zod';

export const currencies = ['USD', 'EUR', 'GBP', 'INR'] as const;
export const billingPeriods = ['month', 'year', 'week', 'forever', 'trial'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

export const planLimitSchema = z.object({
  monthly_limit: z.number().int(),
  is_unlimited: z.boolean(),
  tool_name: z.string(),
});
export type PlanLimit = z.infer<typeof planLimitSchema>;

/** A plan as the public pricing endpoint returns it. `limits` is keyed by tool id. */
export const publicPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.enum(currencies),
  billing_period: z.enum(billingPeriods),
  is_popular: z.boolean(),
  sort_order: z.number().int(),
  daily_limit: z.number().int().nullable(),
  trial_days: z.number().int().nullable(),
  limits: z.record(z.string(), planLimitSchema),
});
export type PublicPlan = z.infer<typeof publicPlanSchema>;
export const publicPlanListSchema = z.array(publicPlanSchema);

/** Why the quota service refused a call, plus plan_expired for a lapsed paid plan. */
export const quotaReasons = [
  'trial_limit_exceeded',
  'daily_limit_exceeded',
  'monthly_limit_exceeded',
  'trial_expired',
  'plan_expired',
] as const;
export type QuotaReason = (typeof quotaReasons)[number];

/** The body of a 429/402 quota refusal: the spec's fields plus the common error fields. */
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

/** GET /api/user/plan. */
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
      /** What the seller paid for this subscription (0 for a trial or an assigned plan). */
      amount: z.number(),
      /** Assigned by an administrator: nothing was paid for it. */
      assigned_by_admin: z.boolean(),
      currency: z.string(),
      is_expired: z.boolean(),
      start_date: z.string(),
      next_billing_date: z.string().nullable(),
      days_until_expiry: z.number().int().nullable(),
    })
    .nullable(),
});
export type UserPlan = z.infer<typeof userPlanSchema>;
