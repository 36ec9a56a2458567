import { idempotencyHeadersSchema } from '@common/contracts/idempotency';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingHistoryResponseSchema,
  billingPlanListSchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  paymentHistoryQuerySchema,
  paymentHistoryResponseSchema,
  sandboxPayRequestSchema,
  sandboxPayResponseSchema,
  upgradeCreditsSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '@common/contracts/billing';
import { currentUser, type Guards } from '../../lib/auth.js';
import { bodyErrors, errorResponses, signedInErrors } from '../../lib/error-responses.js';
import type { BillingService } from './billing.service.js';
import { billingDocumentsRoutes } from './billing-documents.routes.js';
import { webhookRoutes } from './webhook.routes.js';

const tags = ['billing'];
const security = [{ bearer: [] }];
const invoicePdf = {
  description: 'The invoice as a PDF file, sent as an attachment named invoice-{id}.pdf',
  content: { 'application/pdf': { schema: z.string() } },
};

/** /api/billing/* and /api/payments/*. Thin: validate, call one service, reply. */
export const billingRoutes =
  ({ billing, guards }: { billing: BillingService; guards: Guards }): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const signedIn = guards.requireUser;
    app.addHook('onSend', async (_req, reply) => void reply.header('cache-control', 'no-store'));

    api.get(
      '/billing/plans',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          operationId: 'getBillingPlans',
          description:
            'Active plans a seller can buy, by sort order (no Free Trial), limits keyed by tool id.',
          response: { 200: billingPlanListSchema, ...errorResponses(...signedInErrors, 500) },
        },
      },
      () => billing.buyablePlans(),
    );
    api.get(
      '/billing/credits',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          operationId: 'getUpgradeCredits',
          description:
            "Per plan, the credit for the unused days of the seller's running paid plan and the amount left to pay.",
          response: { 200: upgradeCreditsSchema, ...errorResponses(...signedInErrors, 500) },
        },
      },
      (req) => billing.upgradeCredits(currentUser(req).id),
    );
    api.get(
      '/billing/history',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          operationId: 'getBillingHistory',
          description: "The seller's subscriptions, newest first, and the count of completed payments.",
          response: { 200: billingHistoryResponseSchema, ...errorResponses(...signedInErrors, 500) },
        },
      },
      (req) => billing.billingHistory(currentUser(req).id),
    );
    api.get(
      '/payments/history',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          operationId: 'getPaymentHistory',
          description: "The seller's payments, newest first, one page at a time, with the total count.",
          querystring: paymentHistoryQuerySchema,
          response: { 200: paymentHistoryResponseSchema, ...errorResponses(400, ...signedInErrors, 500) },
        },
      },
      (req) => billing.paymentHistory(currentUser(req).id, req.query),
    );
    // Typed by hand: the answer is a PDF file, not one of the JSON bodies the zod provider would expect.
    app.get<{ Params: { id: string } }>(
      '/payments/:id/invoice',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          operationId: 'getPaymentInvoice',
          description:
            "The GST invoice of one of the caller's completed payments, as invoice-{id}.pdf; anyone else's is a 404.",
          params: z.object({ id: z.string().max(100) }),
          response: { 200: invoicePdf, ...errorResponses(400, ...signedInErrors, 404, 500) },
        },
      },
      async (req, reply) => {
        const pdf = await billing.invoicePdf(currentUser(req).id, req.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="invoice-${req.params.id}.pdf"`)
          .send(pdf);
      },
    );

    api.post(
      '/payments/create-order',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          operationId: 'createPaymentOrder',
          description:
            "Stores an order for a plan (the amount comes from the plan) and answers the gateway's checkout options. " +
            'With an Idempotency-Key, a retry gets the same order (409 when the key came with another plan).',
          headers: idempotencyHeadersSchema,
          body: createOrderRequestSchema,
          response: {
            200: createOrderResponseSchema,
            ...errorResponses(...bodyErrors, ...signedInErrors, 404, 409, 429, 500),
          },
        },
      },
      (req) =>
        billing.checkout.createOrder(
          currentUser(req).id,
          req.body.planId,
          req.body.billing,
          req.headers['idempotency-key'],
        ),
    );
    api.post(
      '/payments/verify',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          operationId: 'verifyPayment',
          description:
            "Checks the checkout's signed result and the payment, then activates or renews the plan (idempotent).",
          body: verifyPaymentRequestSchema,
          response: {
            200: verifyPaymentResponseSchema,
            ...errorResponses(...bodyErrors, ...signedInErrors, 409, 500),
          },
        },
      },
      (req) => billing.checkout.verify(currentUser(req).id, req.body),
    );
    if (billing.sandboxActive) {
      api.post(
        '/payments/sandbox/pay',
        {
          onRequest: signedIn,
          schema: {
            tags,
            security,
            operationId: 'sandboxPay',
            description:
              "The sandbox gateway's checkout: the signed-in owner of the order pays (or fails). Only while the sandbox is active; another seller's order is a 404.",
            body: sandboxPayRequestSchema,
            response: {
              200: sandboxPayResponseSchema,
              ...errorResponses(...bodyErrors, ...signedInErrors, 404, 409, 500),
            },
          },
        },
        (req) => billing.checkout.sandboxPay(currentUser(req).id, req.body),
      );
    }
    await app.register(billingDocumentsRoutes({ billing, guards }));
    await app.register(webhookRoutes({ billing }));
  };
