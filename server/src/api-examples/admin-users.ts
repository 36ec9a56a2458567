import { adminMessages } from '@common/contracts/admin';
import type { OperationExamples } from './operation-example.js';
import { adminUserView, planIds, signedUpAt } from './sample-values.js';

const newSeller = {
  ...adminUserView,
  id: '3b9e2f71-0c4d-4a8e-9f15-6d2c7a8b1e90',
  first_name: 'Rakesh',
  last_name: 'Iyer',
  email: 'rakesh@kovaihomeware.in',
  plan_id: planIds.freeTrial,
  plan_name: 'Free Trial',
  plan_price: 0,
  plan_billing_period: 'trial',
  plan_end_date: '2026-12-05T06:30:00.000Z',
  plan_days_left: 14,
  plan_state: 'expiring',
  subscription_plan: 'trial',
};

/** Priya on no plan: what taking her plan away leaves when her trial has ended. */
const onNoPlan = {
  ...adminUserView,
  plan_id: null,
  plan_name: null,
  plan_price: null,
  plan_currency: null,
  plan_billing_period: null,
  plan_start_date: null,
  plan_end_date: null,
  plan_days_left: null,
  plan_state: 'expired',
  subscription_plan: 'free',
};

const user = (body: unknown, answerDescription: string) => ({
  answerDescription,
  answer: { status: 200, body },
});

export const adminUsersExamples: OperationExamples = {
  'GET /api/admin/users': {
    answerDescription: 'A page of users',
    answer: {
      status: 200,
      body: {
        users: [newSeller, adminUserView],
        pagination: { page: 1, limit: 20, total: 2, totalPages: 1 },
      },
    },
  },
  'POST /api/admin/users': {
    answerDescription: 'The user, created and verified',
    request: {
      first_name: 'Rakesh',
      last_name: 'Iyer',
      email: 'rakesh@kovaihomeware.in',
      password: 'Filter-Coffee-77',
      status: 'active',
    },
    answer: { status: 201, body: { ...newSeller, created_at: signedUpAt } },
  },
  'GET /api/admin/users/{id}': user(adminUserView, 'The user with their current plan'),
  'PUT /api/admin/users/{id}': {
    ...user({ ...adminUserView, last_name: 'Sharma-Rathore' }, 'The user, changed'),
    request: { last_name: 'Sharma-Rathore' },
  },
  'DELETE /api/admin/users/{id}': user({ message: adminMessages.userDeleted }, 'The user is deleted'),
  'PUT /api/admin/users/{id}/role': {
    ...user({ ...adminUserView, role: 'admin' }, 'The user with the new role'),
    request: { role: 'admin' },
  },
  'PUT /api/admin/users/{id}/status': {
    ...user({ ...adminUserView, status: 'suspended' }, 'The user with the new status'),
    request: { status: 'suspended' },
  },
  'POST /api/admin/users/{id}/plan': {
    ...user(adminUserView, 'The user on the plan'),
    request: { planId: planIds.starter },
  },
  'DELETE /api/admin/users/{id}/plan': user(onNoPlan, 'The user, back to the free state'),
};
