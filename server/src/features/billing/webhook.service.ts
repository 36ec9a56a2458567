import { z } from 'zod';
import { billingErrorCodes, billingMessages } from '@common/contracts/billing';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { GatewayPayment } from '../../providers/payments/payment-gateway.js';
import { paymentRepo } from './payment.repo.js';
import type { RefundService } from './refund.service.js';
import type { SettlementService } from './settlement.service.js';

/**
 * The parts of a Razorpay webhook body we read: payment.captured, order.paid and payment.failed carry the
 * payment; refund.processed (and the older payment.refunded) carry the refund and the payment it belongs to.
 */
const webhookSchema = z.object({
  event: z.string().max(100),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string().min(1).max(512),
            order_id: z.string().max(64).nullish(),
            amount: z.coerce.number().int(),
            currency: z.string().max(8),
            status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
            method: z.string().max(50).nullish(),
            error_description: z.string().max(500).nullish(),
            amount_refunded: z.coerce.number().int().nonnegative().nullish(),
          }),
        })
        .optional(),
      refund: z
        .object({
          entity: z.object({
            payment_id: z.string().min(1).max(512),
            amount: z.coerce.number().int().nonnegative(),
          }),
        })
        .optional(),
    })
    .default({}),
});
type WebhookPayload = z.infer<typeof webhookSchema>['payload'];

const paymentEvents = new Set(['payment.captured', 'order.paid', 'payment.failed']);
const refundEvents = new Set(['refund.processed', 'payment.refunded']);

/** The refund's payment and how much of it has been refunded in all (the payment's own total when sent). */
function refundOf(payload: WebhookPayload) {
  const payment = payload.payment?.entity;
  const paymentId = payload.refund?.entity.payment_id ?? payment?.id;
  if (!paymentId) return undefined;
  const total =
    payment?.amount_refunded ??
    payload.refund?.entity.amount ??
    (payment?.status === 'refunded' ? payment.amount : 0);
  return { paymentId, total };
}

/** POST /api/payments/webhook: signed by the gateway over the raw body; idempotent on event and payment. */
export const webhookService = (
  ctx: AppContext,
  { settlement, refunds }: { settlement: SettlementService; refunds: RefundService },
) => {
  const repo = paymentRepo(ctx.database.db);

  return {
    async receive(rawBody: string, signature: string | undefined, eventIdHeader: string | undefined) {
      const valid = ctx.payments.isValidWebhookSignature(rawBody, signature ?? '');
      if (valid === undefined) throw notFound(billingMessages.webhooksOff);
      if (!valid)
        throw new AppError(400, billingErrorCodes.invalidSignature, billingMessages.invalidWebhookSignature);
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw badRequest('The webhook body is not valid JSON');
      }
      const parsed = webhookSchema.safeParse(json);
      if (!parsed.success) throw badRequest('The webhook body is not a payment event');
      const { event, payload } = parsed.data;
      const entity = payload.payment?.entity;
      const refund = refundEvents.has(event) ? refundOf(payload) : undefined;
      if (refund) {
        const eventId = eventIdHeader?.slice(0, 200) || `${event}:${refund.paymentId}:${refund.total}`;
        if (await repo.webhookSeen(eventId)) return { status: 'duplicate' as const };
        await refunds.processed(refund.paymentId, refund.total);
        await repo.markWebhookSeen(eventId, event, refund.paymentId, ctx.clock.now());
        return { status: 'processed' as const };
      }
      if (!paymentEvents.has(event) || !entity?.order_id) return { status: 'ignored' as const };
      const eventId = eventIdHeader?.slice(0, 200) || `${event}:${entity.id}`;
      if (await repo.webhookSeen(eventId)) return { status: 'duplicate' as const };
      const found = await repo.orderByProviderId(entity.order_id);
      if (!found) return { status: 'ignored' as const }; // an order of another app on the same account
      const payment: GatewayPayment = {
        id: entity.id,
        orderId: entity.order_id,
        amount: entity.amount,
        currency: entity.currency,
        status: entity.status,
        method: entity.method ?? null,
        errorDescription: entity.error_description ?? null,
      };
      await settlement.settle(found.order, found.plan, payment);
      await repo.markWebhookSeen(eventId, event, entity.id, ctx.clock.now());
      return { status: 'processed' as const };
    },
  };
};
