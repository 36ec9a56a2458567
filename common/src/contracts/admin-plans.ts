import { z } from 'zod';
import { calculatorToolId, toolIds } from '../constants/tools';
import { billingPeriods, currencies, publicPlanSchema } from './plans';

/** One tool's limit as the plan form and the admin API send it. 0 (or is_unlimited) means no monthly limit. */
export const planToolLimitSchema = z.object({
  monthly_limit: z.number().int().min(0).max(10_000_000),
  is_unlimited: z.boolean(),
});
export type PlanToolLimit = z.infer<typeof planToolLimitSchema>;

/** Limits keyed by tool identifier ("1", "2", "3"); the business calculator's is never stored. */
export const planLimitsInputSchema = z.record(
  z.string().regex(/^[1-9]\d{0,8}$/, 'Limits are keyed by tool id'),
  planToolLimitSchema,
);

/** The defaults of a new plan. */
export const newPlanDefaults = {
  price: 0,
  currency: 'USD',
  billing_period: 'month',
  is_active: true,
  is_popular: false,
  sort_order: 0,
} as const;

/** The body for creating and editing a plan; name, description, price and sort order required. */
const planFields = {
  name: z.string().trim().min(1, 'Required').max(100),
  description: z.string().trim().min(1, 'Required').max(1000),
  price: z
    .number()
    .min(0, 'The price cannot be negative')
    .max(10_000_000)
    .transform((p) => Math.round(p * 100) / 100),
  sort_order: z.number().int().min(-1_000_000).max(1_000_000),
  /** Optional beyond the spec: calls per tool per day on a paid plan (null: the default of 20). */
  daily_limit: z.number().int().min(1).max(1_000_000).nullable().optional(),
  /** Optional beyond the spec: the length of a trial plan in days. */
  trial_days: z.number().int().min(1).max(3650).nullable().optional(),
};

/** POST /api/admin/pricing/plans: what the body leaves out takes the defaults above. */
export const adminPlanRequestSchema = z.object({
  ...planFields,
  currency: z.enum(currencies).default(newPlanDefaults.currency),
  billing_period: z.enum(billingPeriods).default(newPlanDefaults.billing_period),
  is_active: z.boolean().default(newPlanDefaults.is_active),
  is_popular: z.boolean().default(newPlanDefaults.is_popular),
  limits: planLimitsInputSchema.default({}),
});
export type AdminPlanRequest = z.infer<typeof adminPlanRequestSchema>;
export type AdminPlanInput = z.input<typeof adminPlanRequestSchema>;

/** PUT /api/admin/pricing/plans/{id}: the same body; what it leaves out keeps its current value. */
export const adminPlanUpdateSchema = z.object({
  ...planFields,
  currency: z.enum(currencies).optional(),
  billing_period: z.enum(billingPeriods).optional(),
  is_active: z.boolean().optional(),
  is_popular: z.boolean().optional(),
  limits: planLimitsInputSchema.optional(),
});
export type AdminPlanUpdate = z.infer<typeof adminPlanUpdateSchema>;

/** A plan as the admin sees it: the public fields plus whether it is active and how many sellers are on it. */
export const adminPlanSchema = publicPlanSchema.extend({
  is_active: z.boolean(),
  /** Sellers whose current subscription is this plan and has not ended. */
  subscriber_count: z.number().int(),
  /** The plan every new seller starts on (exactly one plan is). */
  is_signup_plan: z.boolean(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlanListSchema = z.array(adminPlanSchema);

/** The plan form's keys for the three AI tools, converted to and from tool identifiers. */
export const planFormToolKeys = ['keyword_research', 'product_research', 'product_optimization'] as const;
export type PlanFormToolKey = (typeof planFormToolKeys)[number];
export type PlanFormLimits = Record<PlanFormToolKey, PlanToolLimit>;

/** Form keys → limits keyed by tool id, as the API takes them. */
export function formLimitsToToolLimits(form: PlanFormLimits): Record<string, PlanToolLimit> {
  return Object.fromEntries(planFormToolKeys.map((key) => [String(toolIds[key]), { ...form[key] }]));
}

/** Limits keyed by tool id (the API's answer) → form keys; a tool the plan does not list starts at 0. */
export function toolLimitsToFormLimits(limits: Record<string, PlanToolLimit>): PlanFormLimits {
  const entry = (key: PlanFormToolKey): PlanToolLimit => {
    const limit = limits[String(toolIds[key])];
    return { monthly_limit: limit?.monthly_limit ?? 0, is_unlimited: limit?.is_unlimited ?? false };
  };
  return {
    keyword_research: entry('keyword_research'),
    product_research: entry('product_research'),
    product_optimization: entry('product_optimization'),
  };
}

/** Whether a tool id may carry a stored limit (every tool but the always-unlimited calculator). */
export const isLimitedTool = (toolId: number) => toolId !== calculatorToolId;
