import { accountMessages } from '@common/contracts/account';
import { ownDataMessages } from '@common/contracts/own-data';
import { starterPayment, subscriptions } from './billing.js';
import type { OperationExamples } from './operation-example.js';
import { seller } from './sample-values.js';
import { productResearchCall } from './usage.js';

const profile = {
  firstName: seller.firstName,
  lastName: seller.lastName,
  email: seller.email,
  phone: '+91 98290 12345',
  businessName: 'Jaipur Weaves Private Limited',
  gstin: '08AAJCJ4821K1ZA',
  state: 'Rajasthan',
};

// The profile does not change the email (the sign-in name): the form sends the rest.
const { email: _email, ...editableProfile } = profile;

export const accountExamples: OperationExamples = {
  'GET /api/account/profile': {
    answerDescription: "The caller's profile",
    answer: { status: 200, body: profile },
  },
  'PUT /api/account/profile': {
    answerDescription: 'The profile as saved (the GSTIN upper-cased)',
    request: editableProfile,
    answer: { status: 200, body: profile },
  },
  'POST /api/account/sign-out-everywhere': {
    answerDescription: 'Every session has ended',
    answer: { status: 200, body: { message: accountMessages.signedOutEverywhere } },
  },
  'GET /api/account/export': {
    answerDescription: "Everything of the caller's account",
    answer: {
      status: 200,
      body: {
        exported_at: '2026-11-23T09:15:00.000Z',
        profile,
        subscriptions,
        payments: [starterPayment],
        usage_history: [productResearchCall],
        history_truncated: false,
      },
    },
  },
  'POST /api/account/delete': {
    answerDescription: 'The account is deleted',
    request: { password: 'Mango-Lassi-42' },
    answer: { status: 200, body: { message: ownDataMessages.deleted } },
  },
};
