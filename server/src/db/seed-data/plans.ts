import { toolIds } from '@common/constants/tools';
import { trialDays, fallbackTrialLimit } from '@common/constants/product';

type SeedLimit = { toolId: number; monthlyLimit: number; isUnlimited: boolean };
export interface SeedPlan {
  name: string;
  description: string;
  price: number;
  currency: 'INR';
  billingPeriod: 'month' | 'trial';
  trialDays: number | null;
  dailyLimit: number | null;
  isPopular: boolean;
  sortOrder: number;
  /** Free Trial: the plan new sellers start on. */
  isSignupPlan?: boolean;
  limits: SeedLimit[];
}

const aiTools = [toolIds.keyword_research, toolIds.product_research, toolIds.product_optimization];
const eachAiTool = (monthlyLimit: number, isUnlimited = false): SeedLimit[] =>
  aiTools.map((toolId) => ({ toolId, monthlyLimit, isUnlimited }));

/** The four plans: Free Trial, Starter, Professional, Enterprise. Prices in rupees; limits are calls per AI tool. */
export const seedPlans: SeedPlan[] = [
  {
    name: 'Free Trial',
    description: `Try every AI tool free for ${trialDays} days. No card required.`,
    price: 0,
    currency: 'INR',
    billingPeriod: 'trial',
    trialDays,
    dailyLimit: null,
    isPopular: false,
    sortOrder: 0,
    isSignupPlan: true,
    limits: eachAiTool(fallbackTrialLimit),
  },
  {
    name: 'Starter',
    description: 'For new sellers listing their first products on one or two marketplaces.',
    price: 499,
    currency: 'INR',
    billingPeriod: 'month',
    trialDays: null,
    dailyLimit: 20,
    isPopular: false,
    sortOrder: 1,
    limits: eachAiTool(100),
  },
  {
    name: 'Professional',
    description: 'For growing sellers running a full catalogue across marketplaces.',
    price: 1499,
    currency: 'INR',
    billingPeriod: 'month',
    trialDays: null,
    dailyLimit: 50,
    isPopular: true,
    sortOrder: 2,
    limits: eachAiTool(500),
  },
  {
    name: 'Enterprise',
    description: 'For brands and agencies managing many catalogues, with unlimited AI research.',
    price: 4999,
    currency: 'INR',
    billingPeriod: 'month',
    trialDays: null,
    dailyLimit: 200,
    isPopular: false,
    sortOrder: 3,
    limits: eachAiTool(0, true),
  },
];
