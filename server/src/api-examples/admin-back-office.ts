import { adminMessages } from '@common/contracts/admin';
import type { OperationExamples } from './operation-example.js';
import { admin, aiToolLimits, planIds, seller, signedUpAt } from './sample-values.js';
import { activeTools, pricingPlans } from './site.js';

const adminTool = (tool: (typeof activeTools)[number], sortOrder: number) => ({
  ...tool,
  sort_order: sortOrder,
});

/** A tool an administrator adds: shown to sellers once switched on, with no page of its own yet. */
const gstCalculator = {
  id: 5,
  key: 'gst_calculator',
  name: 'GST Calculator',
  description: 'GST and TCS on a marketplace sale, in rupees, for each slab.',
  route: null,
  icon: 'Calculator',
  is_active: true,
  sort_order: 5,
};

const festivePlanRequest = {
  name: 'Festive Season',
  description: 'Three months of Professional limits for the Diwali and wedding season rush.',
  price: 3999,
  sort_order: 4,
  daily_limit: 60,
  currency: 'INR',
  billing_period: 'month',
  is_active: true,
  is_popular: false,
  // Keyed by tool id; the calculators are always unlimited and have no limit to set.
  limits: {
    '1': { monthly_limit: 600, is_unlimited: false },
    '2': { monthly_limit: 600, is_unlimited: false },
    '3': { monthly_limit: 600, is_unlimited: false },
  },
};

const festivePlan = {
  id: 'a4c1e7d2-5b3f-4e9a-8d6c-1f0b2e3a4c5d',
  name: festivePlanRequest.name,
  description: festivePlanRequest.description,
  price: festivePlanRequest.price,
  currency: 'INR',
  billing_period: 'month',
  is_popular: false,
  sort_order: 4,
  daily_limit: 60,
  trial_days: null,
  limits: aiToolLimits(600),
  is_active: true,
  subscriber_count: 0,
  is_signup_plan: false,
};

const subscriberCounts: Record<string, number> = {
  [planIds.freeTrial]: 212,
  [planIds.starter]: 86,
  [planIds.professional]: 41,
};

const everyPlan = pricingPlans.map((plan) => ({
  ...plan,
  is_active: true,
  subscriber_count: subscriberCounts[plan.id] ?? 0,
  is_signup_plan: plan.id === planIds.freeTrial,
}));

const message = (text: string) => ({ status: 200, body: { message: text } });

export const adminBackOfficeExamples: OperationExamples = {
  'GET /api/admin/tools': {
    answerDescription: 'Every tool',
    answer: { status: 200, body: [...activeTools.map((tool, i) => adminTool(tool, i + 1)), gstCalculator] },
  },
  'POST /api/admin/tools': {
    answerDescription: 'The tool, added',
    request: { name: gstCalculator.name, description: gstCalculator.description },
    answer: { status: 201, body: gstCalculator },
  },
  'PUT /api/admin/tools/{id}': {
    answerDescription: 'The tool, changed',
    request: { isActive: false },
    answer: { status: 200, body: { ...gstCalculator, is_active: false } },
  },
  'GET /api/admin/pricing/plans': {
    answerDescription: 'Every plan with its subscriber count',
    answer: { status: 200, body: everyPlan },
  },
  'POST /api/admin/pricing/plans': {
    answerDescription: 'The plan, created',
    request: festivePlanRequest,
    answer: { status: 201, body: festivePlan },
  },
  'PUT /api/admin/pricing/plans/{id}': {
    answerDescription: 'The plan, changed',
    request: { ...festivePlanRequest, price: 3499 },
    answer: { status: 200, body: { ...festivePlan, price: 3499 } },
  },
  'DELETE /api/admin/pricing/plans/{id}': {
    answerDescription: 'The plan is deleted',
    answer: message(adminMessages.planDeleted),
  },
  'PUT /api/admin/pricing/plans/{id}/signup': {
    answerDescription: 'New sellers start on this plan',
    answer: message(adminMessages.signupPlanSet('Free Trial')),
  },
  'GET /api/admin/analytics': {
    answerDescription: 'User and subscription figures',
    answer: {
      status: 200,
      body: {
        totalUsers: 339,
        activeUsers: 331,
        premiumUsers: 127,
        activeSubscriptions: 318,
        userGrowth: 12.5,
        newUsersLast30Days: 54,
        suspendedUsers: 3,
      },
    },
  },
  'GET /api/admin/revenue/analytics': {
    answerDescription: 'Revenue in rupees',
    answer: {
      status: 200,
      body: {
        totalRevenue: 412873,
        currentMonthRevenue: 96415,
        revenueGrowth: 8.4,
        premiumUsers: 127,
        currency: 'INR',
      },
    },
  },
  'GET /api/admin/usage/analytics': {
    answerDescription: 'AI calls and their growth',
    answer: {
      status: 200,
      body: {
        totalUsage: 18452,
        monthlyUsage: 3120,
        dailyUsage: 141,
        apiUsageGrowth: 15.2,
        byTool: [
          { tool_id: 1, tool_name: 'Keyword Research', total: 8210, monthly: 1402, successful: 1389 },
          { tool_id: 2, tool_name: 'Product Research', total: 4035, monthly: 655, successful: 650 },
          { tool_id: 3, tool_name: 'Product Optimization', total: 6207, monthly: 1063, successful: 1051 },
        ],
      },
    },
  },
  'GET /api/admin/usage/trends': {
    answerDescription: 'Daily sign-ups, AI calls and revenue',
    answer: {
      status: 200,
      body: {
        days: 30,
        userGrowth: 12.5,
        series: [
          { date: '2026-11-20', signups: 3, aiCalls: 118, revenue: 1998 },
          { date: '2026-11-21', signups: 2, aiCalls: 141, revenue: 6496 },
        ],
      },
    },
  },
  'GET /api/admin/audit': {
    answerDescription: 'A page of admin changes',
    answer: {
      status: 200,
      body: {
        data: [
          {
            id: 42,
            admin_id: admin.id,
            admin_name: admin.name,
            admin_email: admin.email,
            action: 'user.plan_assign',
            target_type: 'user',
            target_id: seller.id,
            target_name: `${seller.firstName} ${seller.lastName}`,
            before: {
              plan_id: planIds.freeTrial,
              plan_name: 'Free Trial',
              plan_end_date: '2026-12-05T06:30:00.000Z',
            },
            after: {
              plan_id: planIds.starter,
              plan_name: 'Starter',
              plan_end_date: '2026-12-21T06:30:00.000Z',
            },
            created_at: signedUpAt,
          },
        ],
        pagination: { page: 1, limit: 20, total: 42, totalPages: 3 },
      },
    },
  },
};
