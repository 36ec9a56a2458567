import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookResponseSchema } from '@common/contracts/billing';
import type { AppContext } from '../../context.js';
import { webhookService } from './webhook.service.js';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /api/payments/webhook. Its own plugin scope: JSON bodies stay raw strings here, because the
 * signature is over the exact bytes Razorpay sent.
 */
export const webhookRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const webhooks = webhookService(ctx);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    app.withTypeProvider<ZodTypeProvider>().post(
      '/payments/webhook',
      {
        schema: {
          tags: ['billing'],
          summary:
            'Razorpay webhook (payment.captured, order.paid, payment.failed), signed in X-Razorpay-Signature',
          response: { 200: webhookResponseSchema },
        },
      },
      (req) =>
        webhooks.receive(
          typeof req.body === 'string' ? req.body : '',
          header(req.headers['x-razorpay-signature']),
          header(req.headers['x-razorpay-event-id']),
        ),
    );
  };
