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
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '@common/contracts/billing';
import type { AppContext } from '../../context.js';
import { currentUser, requireUser } from '../../lib/auth.js';
import { createCounterStore, rateLimiter, type Limit } from '../../lib/rate-limit.js';
import { billingService } from './billing.service.js';
import { checkoutService } from './checkout.service.js';
import { webhookRoutes } from './webhook.routes.js';

const tags = ['billing'];
/** Each order is a call to Razorpay's API: a seller opening checkout over and over is stopped here. */
const createOrderLimit: Limit = { name: 'billing:create-order', max: 20, windowMs: 10 * 60_000 };
const security = [{ bearer: [] }];

/** /api/billing/* and /api/payments/* (issue 11, DESIGN.md §2). Thin: validate, call one service, reply. */
export const billingRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const billing = billingService(ctx);
    const checkout = checkoutService(ctx);
    const signedIn = requireUser(ctx);
    const store = createCounterStore(ctx.env, app.log);
    app.addHook('onClose', () => store.close());
    const limiter = rateLimiter(store, ctx.clock);
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onSend', async (_req, reply) => void reply.header('cache-control', 'no-store'));

    api.get(
      '/billing/plans',
      { onRequest: signedIn, schema: { tags, security, response: { 200: billingPlanListSchema } } },
      () => billing.buyablePlans(),
    );
    api.get(
      '/billing/history',
      { onRequest: signedIn, schema: { tags, security, response: { 200: billingHistoryResponseSchema } } },
      (req) => billing.billingHistory(currentUser(req).id),
    );
    api.get(
      '/payments/history',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          querystring: paymentHistoryQuerySchema,
          response: { 200: paymentHistoryResponseSchema },
        },
      },
      (req) => billing.paymentHistory(currentUser(req).id, req.query),
    );
    api.get(
      '/payments/:id/invoice',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          params: z.object({ id: z.string().max(100) }),
          produces: ['application/pdf'],
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
          body: createOrderRequestSchema,
          response: { 200: createOrderResponseSchema },
        },
      },
      async (req) => {
        const userId = currentUser(req).id;
        await limiter.consume(createOrderLimit, userId);
        return checkout.createOrder(userId, req.body.planId);
      },
    );
    api.post(
      '/payments/verify',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          body: verifyPaymentRequestSchema,
          response: { 200: verifyPaymentResponseSchema },
        },
      },
      (req) => checkout.verify(currentUser(req).id, req.body),
    );
    if (ctx.payments.sandbox) {
      api.post(
        '/payments/sandbox/pay',
        {
          schema: {
            tags,
            summary:
              "The sandbox gateway's checkout: the customer pays (or fails). Only while the sandbox is active.",
            body: sandboxPayRequestSchema,
            response: { 200: sandboxPayResponseSchema },
          },
        },
        (req) => checkout.sandboxPay(req.body),
      );
    }
    await app.register(webhookRoutes(ctx));
  };
