import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookResponseSchema } from '@common/contracts/billing';
import { errorResponses } from '../../lib/error-responses.js';
import type { BillingService } from './billing.service.js';

/** What Razorpay sends with an event (missing or wrong: 400, checked by the service). */
const webhookHeadersSchema = z.looseObject({
  'x-razorpay-signature': z
    .string()
    .optional()
    .describe('HMAC-SHA256 (hex) of the raw body with the webhook secret'),
  'x-razorpay-event-id': z
    .string()
    .optional()
    .describe('The event id: an event received twice is acted on once'),
});

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /api/payments/webhook. Its own plugin scope: JSON bodies stay raw strings here, because the
 * signature is over the exact bytes Razorpay sent.
 */
export const webhookRoutes =
  ({ billing }: { billing: BillingService }): FastifyPluginAsync =>
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    app.withTypeProvider<ZodTypeProvider>().post(
      '/payments/webhook',
      {
        schema: {
          tags: ['billing'],
          operationId: 'receivePaymentWebhook',
          description:
            'Razorpay webhook (payment.captured, order.paid, payment.failed), signed in X-Razorpay-Signature; ' +
            'idempotent on the event id and the payment id. 404 while no webhook secret is configured.',
          headers: webhookHeadersSchema,
          body: z
            .unknown()
            .describe("Razorpay's event, as JSON; checked against X-Razorpay-Signature as sent"),
          response: { 200: webhookResponseSchema, ...errorResponses(400, 404, 413, 415, 500) },
        },
      },
      (req) =>
        billing.webhooks.receive(
          typeof req.body === 'string' ? req.body : '',
          header(req.headers['x-razorpay-signature']),
          header(req.headers['x-razorpay-event-id']),
        ),
    );
  };
