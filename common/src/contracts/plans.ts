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

/** A plan as the public pricing endpoint returns it (spec 01 §3). `limits` is keyed by tool id. */
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
