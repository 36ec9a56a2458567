import type { PlanLimit, PublicPlan } from '@common/contracts/plans';
import { fallbackDailyLimit } from '@common/constants/product';
import { toolIds } from '@common/constants/tools';

const eachAiTool = (monthly_limit: number, is_unlimited = false): Record<string, PlanLimit> => ({
  [toolIds.keyword_research]: { monthly_limit, is_unlimited, tool_name: 'Keyword Research' },
  [toolIds.product_research]: { monthly_limit, is_unlimited, tool_name: 'Product Research' },
  [toolIds.product_optimization]: { monthly_limit, is_unlimited, tool_name: 'Product Optimization' },
});

/** Shown when the pricing service cannot be reached: Starter 29, Professional 79, Enterprise 199 USD a month. */
export const fallbackPlans: PublicPlan[] = [
  {
    id: 'fallback-starter',
    name: 'Starter',
    description: 'For new sellers listing their first products on one or two marketplaces.',
    price: 29,
    currency: 'USD',
    billing_period: 'month',
    is_popular: false,
    sort_order: 1,
    daily_limit: fallbackDailyLimit,
    trial_days: null,
    limits: eachAiTool(100),
  },
  {
    id: 'fallback-professional',
    name: 'Professional',
    description: 'For growing sellers running a full catalogue across marketplaces.',
    price: 79,
    currency: 'USD',
    billing_period: 'month',
    is_popular: true,
    sort_order: 2,
    daily_limit: 50,
    trial_days: null,
    limits: eachAiTool(500),
  },
  {
    id: 'fallback-enterprise',
    name: 'Enterprise',
    description: 'For brands and agencies managing many catalogues, with unlimited AI research.',
    price: 199,
    currency: 'USD',
    billing_period: 'month',
    is_popular: false,
    sort_order: 3,
    daily_limit: 200,
    trial_days: null,
    limits: eachAiTool(0, true),
  },
];
