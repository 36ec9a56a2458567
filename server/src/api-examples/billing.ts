import { billingMessages } from '@common/contracts/billing';
import { invoiceCorrectionMessages } from '@common/contracts/billing-details';
import type { OperationExamples } from './operation-example.js';
import { pricingPlans } from './site.js';
import { planIds, seller, signedUpAt, starterInvoiceNumber, starterPaymentId } from './sample-values.js';

/** Priya upgrades from Starter to Professional; the unused days of Starter are credited. */
const upgradeCredit = { amount: 499, note: 'Credit for 30 unused days of the Starter plan' };
const razorpayOrderId = 'order_Pq8Xw3ZkT1mB7c';
const razorpayPaymentId = 'pay_Pq8YbQ2sJ4kH9d';
const gstin = '08AAJCJ4821K1ZA';
/** The seller's billing details for a tax invoice, as the checkout and an invoice correction send them. */
const sellerBillingDetails = {
  legalName: 'Jaipur Weaves Private Limited',
  gstin,
  address: '14 Johari Bazaar, Jaipur 302003',
  state: 'Rajasthan',
};

const starterSubscription = {
  id: '8a406e55-f32e-4442-8d51-844de69435ee',
  plan_name: 'Starter',
  billing_period: 'month',
  status: 'active',
  amount: 499,
  assigned_by_admin: false,
  currency: 'INR',
  start_date: signedUpAt,
  end_date: '2026-12-21T06:30:00.000Z',
};

export const trialSubscription = {
  id: 'd5e37b8a-54e5-4097-a772-402938845367',
  plan_name: 'Free Trial',
  billing_period: 'trial',
  status: 'cancelled',
  amount: 0,
  assigned_by_admin: false,
  currency: 'INR',
  start_date: '2026-11-07T06:30:00.000Z',
  end_date: signedUpAt,
};

export const subscriptions = [starterSubscription, trialSubscription];

export const starterPayment = {
  id: starterPaymentId,
  plan_name: 'Starter',
  billing_period: 'month',
  created_at: signedUpAt,
  amount: 499,
  currency: 'INR',
  status: 'completed',
  invoice_number: starterInvoiceNumber,
  documents: [
    {
      kind: 'invoice',
      id: 'e9ecf645-1c3b-42fe-be41-5feaa670475c',
      number: starterInvoiceNumber,
      issued_at: signedUpAt,
      cancelled: false,
    },
  ],
};

// A payment.captured event as Razorpay signs and sends it (amounts in paise).
const paymentCaptured = {
  entity: 'event',
  account_id: 'acc_NdK7Yw2Qm3ZbXa',
  event: 'payment.captured',
  contains: ['payment'],
  payload: {
    payment: {
      entity: {
        id: razorpayPaymentId,
        entity: 'payment',
        amount: 100000,
        currency: 'INR',
        status: 'captured',
        order_id: razorpayOrderId,
        method: 'upi',
        email: seller.email,
        contact: '+919829012345',
        notes: { planId: planIds.professional, userId: seller.id },
        created_at: 1795329600,
      },
    },
  },
  created_at: 1795329605,
};

export const billingExamples: OperationExamples = {
  'GET /api/billing/plans': {
    answerDescription: 'The plans a seller can buy',
    answer: { status: 200, body: pricingPlans.filter((plan) => plan.billing_period !== 'trial') },
  },
  'GET /api/billing/credits': {
    answerDescription: 'The credit and the amount due per plan',
    answer: {
      status: 200,
      body: {
        credits: [
          {
            plan_id: planIds.professional,
            credit: 499,
            amount_due: 1000,
            unused_days: 30,
            from_plan: 'Starter',
            note: upgradeCredit.note,
          },
        ],
      },
    },
  },
  'GET /api/billing/history': {
    answerDescription: "The seller's subscriptions",
    answer: { status: 200, body: { subscriptions, completed_payments: 1 } },
  },
  'GET /api/payments/history': {
    answerDescription: "A page of the seller's payments",
    answer: {
      status: 200,
      body: { data: [starterPayment], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } },
    },
  },
  'POST /api/payments/create-order': {
    answerDescription: 'The order, with what the checkout needs',
    request: {
      planId: planIds.professional,
      billing: sellerBillingDetails,
    },
    answer: {
      status: 200,
      body: {
        success: true,
        message: billingMessages.orderCreated,
        data: {
          keyId: 'rzp_live_R4nD0mK3yId8',
          amount: 100000,
          currency: 'INR',
          orderId: razorpayOrderId,
          planName: 'Professional',
          credit: upgradeCredit,
          description: 'Vikreta Professional plan',
          gateway: 'razorpay',
          checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
          prefill: {
            name: `${seller.firstName} ${seller.lastName}`,
            email: seller.email,
            contact: '+91 98290 12345',
          },
          notes: { planId: planIds.professional, userId: seller.id },
        },
      },
    },
  },
  'POST /api/payments/verify': {
    answerDescription: 'The plan, activated or renewed',
    request: {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: razorpayPaymentId,
      razorpay_signature: '9d6b3c1f0e8a47d2b5c4a3f1e0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1',
    },
    answer: {
      status: 200,
      body: {
        success: true,
        message: billingMessages.activated('Professional'),
        data: {
          paymentId: '1f6a0c2e-7b9d-4e3a-8c5f-2d1b0a9e8f7c',
          planName: 'Professional',
          renewed: false,
          invoiceNumber: 'VK/2026-27/000002',
          expiresAt: '2026-12-21T06:30:00.000Z',
        },
      },
    },
  },
  'POST /api/payments/sandbox/pay': {
    answerDescription: "The sandbox's signed checkout result, to send to verify",
    request: { orderId: 'order_0bT8yIXff9AZ7Q', outcome: 'success' },
    answer: {
      status: 200,
      body: {
        razorpay_order_id: 'order_0bT8yIXff9AZ7Q',
        razorpay_payment_id:
          'pay_eyJvcmRlcklkIjoib3JkZXJfMGJUOHlJWGZmOUFaN1EiLCJhbW91bnQiOjQ5OTAwLCJjdXJyZW5jeSI6IklOUiIsInN0YXR1cyI6ImNhcHR1cmVkIiwibWV0aG9kIjoic2FuZGJveCIsIm5vbmNlIjoiWVRHSVlBXzIifQ.dc29c05d7da5725febf8252e2d9b970d',
        razorpay_signature: '93780754b14f45cb1224d1eb575b67d41dcb57eb64f086366c2a8f6a8b062cb6',
        status: 'captured',
      },
    },
  },
  'POST /api/payments/{id}/invoice-correction': {
    answerDescription: 'The credit note and the corrected invoice',
    request: sellerBillingDetails,
    answer: {
      status: 200,
      body: {
        message: invoiceCorrectionMessages.corrected('CN/2026-27/000001', 'VK/2026-27/000003'),
        data: { credit_note_number: 'CN/2026-27/000001', invoice_number: 'VK/2026-27/000003' },
      },
    },
  },
  // Invoices and credit notes are PDF files: no JSON example.
  'GET /api/payments/{id}/invoice': { answer: { status: 200 } },
  'GET /api/invoices/{id}': { answer: { status: 200 } },
  'GET /api/credit-notes/{id}': { answer: { status: 200 } },
  'POST /api/payments/webhook': {
    answerDescription: 'The event, processed (or a duplicate, or ignored)',
    request: paymentCaptured,
    answer: { status: 200, body: { status: 'processed' } },
  },
};
