import { productResearchAnswer, productResearchRequest } from './ai.js';
import type { OperationExamples } from './operation-example.js';
import { planIds, signedUpAt } from './sample-values.js';

const toolUsage = (used: number) => ({
  used,
  limit: 3,
  is_unlimited: false,
  daily_used: null,
  daily_limit: null,
});

export const productResearchCall = {
  id: 2,
  tool_id: 2,
  tool_name: 'Product Research',
  usage_type: 'trial_call',
  usage_count: 1,
  request_data: productResearchRequest,
  response_data: productResearchAnswer,
  response_status: 200,
  created_at: '2026-11-22T05:12:40.816Z',
};

const trialStatistics = (toolId: number, toolName: string, used: string) => ({
  tool_id: toolId,
  tool_name: toolName,
  plan_name: 'Free Trial',
  billing_period: 'trial',
  total_calls: 1,
  successful_calls: 1,
  refused_calls: 0,
  failed_calls: 0,
  first_used: used,
  last_used: used,
});

export const usageExamples: OperationExamples = {
  'GET /api/user/plan': {
    answerDescription: "The seller's plan and usage",
    answer: {
      status: 200,
      body: {
        plan: {
          id: planIds.freeTrial,
          name: 'Free Trial',
          description: 'Try every AI tool free for 14 days. No card required.',
          price: 0,
          currency: 'INR',
          billing_period: 'trial',
          trial_end_date: '2026-12-05T06:30:00.000Z',
          daily_limit: null,
        },
        usage: { '1': toolUsage(1), '2': toolUsage(1), '3': toolUsage(0) },
        subscription: {
          status: 'active',
          amount: 0,
          assigned_by_admin: false,
          currency: 'INR',
          is_expired: false,
          start_date: signedUpAt,
          next_billing_date: null,
          days_until_expiry: 14,
        },
      },
    },
  },
  'GET /api/usage/history': {
    answerDescription: "A page of the seller's AI calls, with statistics per tool",
    answer: {
      status: 200,
      body: {
        history: [productResearchCall],
        pagination: { page: 1, limit: 1, total: 2, totalPages: 2 },
        statistics: [
          trialStatistics(1, 'Keyword Research', '2026-11-22T05:10:50.292Z'),
          trialStatistics(2, 'Product Research', productResearchCall.created_at),
        ],
      },
    },
  },
  'GET /api/usage/history/daily': {
    answerDescription: 'Calls per India day',
    answer: {
      status: 200,
      body: {
        days: [
          { day: '2026-11-21', calls: 0, successful: 0 },
          { day: '2026-11-22', calls: 2, successful: 2 },
          { day: '2026-11-23', calls: 1, successful: 0 },
        ],
      },
    },
  },
  'GET /api/usage/history/{id}': {
    answerDescription: 'The call with its request and answer',
    answer: { status: 200, body: productResearchCall },
  },
};
