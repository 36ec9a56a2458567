import { randomUUID } from 'node:crypto';
import {
  billingErrorCodes,
  billingMessages,
  type CreateOrderResponse,
  type SandboxPayRequest,
  type SandboxPayResponse,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@common/contracts/billing';
import type { BillingDetails } from '@common/contracts/billing-details';
import type { AppContext } from '../../context.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import type { Limit, RateLimiter } from '../../lib/rate-limit.js';
import { formatDate, formatMoney } from './invoice/format.js';
import { paymentRepo, type OrderRow } from './payment.repo.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { PaymentGateway } from '../../providers/payments/payment-gateway.js';
import { idempotencyKeyReused } from '@common/contracts/idempotency';
import type { Settlement, SettlementService } from './settlement.service.js';
import { minimumOrderMinor, upgradeCredit, type RunningPlan, type UpgradeCredit } from './upgrade-credit.js';

/** Each order is a call to Razorpay's API: a seller opening checkout over and over is stopped here. */
const createOrderLimit: Limit = { name: 'billing:create-order', max: 20, windowMs: 10 * 60_000 };

const verificationFailed = () =>
  new AppError(400, billingErrorCodes.verificationFailed, billingMessages.verificationFailed);

function answer(settled: Settlement): VerifyPaymentResponse {
  if (settled.kind === 'pending')
    throw new AppError(409, billingErrorCodes.paymentPending, billingMessages.paymentPending);
  if (settled.kind === 'failed')
    throw new AppError(400, billingErrorCodes.paymentFailed, billingMessages.paymentFailed);
  if (settled.kind === 'duplicate')
    throw new AppError(409, billingErrorCodes.paidTwice, billingMessages.paidTwice);
  if (settled.kind === 'credit_used')
    throw new AppError(409, billingErrorCodes.creditAlreadyUsed, billingMessages.creditAlreadyUsed);
  if (settled.kind !== 'completed') throw verificationFailed();
  return {
    success: true,
    message: settled.renewed
      ? billingMessages.renewed(settled.planName)
      : billingMessages.activated(settled.planName),
    data: {
      paymentId: settled.paymentId,
      planName: settled.planName,
      renewed: settled.renewed,
      invoiceNumber: settled.invoiceNumber,
      expiresAt: settled.expiresAt?.toISOString() ?? null,
    },
  };
}

/**
 * A switch whose credit is worth more than the new plan's price would lose the difference (an order is at
 * least ₹1): refused, saying when the running plan ends.
 */
function creditExceedsPrice(
  credit: UpgradeCredit,
  plan: { name: string; price: number; currency: string },
  running?: RunningPlan,
) {
  const endsOn = running?.endDate ? formatDate(running.endDate) : 'its end date';
  return new AppError(
    409,
    billingErrorCodes.creditExceedsPrice,
    billingMessages.creditExceedsPrice(
      credit.fromPlan,
      formatMoney(credit.fullCreditMinor, plan.currency),
      plan.name,
      formatMoney(Math.round(plan.price * 100), plan.currency),
      endsOn,
    ),
  );
}

/** The create-order answer for a stored order: what the checkout opens with. */
function orderAnswer(
  order: OrderRow,
  plan: { id: string; name: string },
  seller: { firstName: string; lastName: string; email: string; phone: string | null },
  gateway: PaymentGateway,
): CreateOrderResponse {
  return {
    success: true,
    message: billingMessages.orderCreated,
    data: {
      keyId: gateway.keyId,
      amount: order.amountMinor,
      currency: order.currency,
      orderId: order.providerOrderId,
      planName: plan.name,
      credit:
        order.creditMinor > 0 ? { amount: order.creditMinor / 100, note: order.creditNote ?? '' } : null,
      description: `Vikreta ${plan.name} plan`,
      gateway: gateway.kind,
      checkoutScriptUrl: gateway.checkoutScriptUrl,
      prefill: {
        name: `${seller.firstName} ${seller.lastName}`.trim(),
        email: seller.email,
        contact: seller.phone ?? '',
      },
      notes: { planId: plan.id, userId: order.userId },
    },
  };
}

/** Create order → checkout → verify, and the sandbox's "customer pays". */
export const checkoutService = (
  ctx: AppContext,
  { settlement, limiter }: { settlement: SettlementService; limiter: RateLimiter },
) => {
  const gateway = ctx.payments;
  const repo = paymentRepo(ctx.database.db);
  /** A retried request's answer: its first order, or 409 when the key came with another plan. */
  const answerFor = async (earlier: OrderRow, userId: string, planId: string) => {
    if (earlier.planId !== planId) throw conflict(idempotencyKeyReused);
    const [plan, seller] = await Promise.all([repo.buyablePlan(planId), repo.seller(userId)]);
    if (!plan || !seller) throw notFound(billingMessages.planNotAvailable);
    return orderAnswer(earlier, plan, seller, gateway);
  };

  return {
    /**
     * The amount comes from the plan, in paise, less the credit for the unused part of a running paid plan
     * (computed here, never taken from the client); the order is stored before the checkout opens, with the
     * buyer's invoice details as given now (else the profile's): the invoice is made from this copy.
     */
    async createOrder(
      userId: string,
      planId: string,
      billing?: BillingDetails,
      idempotencyKey?: string,
    ): Promise<CreateOrderResponse> {
      // A retry with the key gets its first order again, before any limit or gateway call.
      const earlier = idempotencyKey ? await repo.orderByIdempotencyKey(userId, idempotencyKey) : undefined;
      if (earlier) return answerFor(earlier, userId, planId);
      await limiter.consume(createOrderLimit, userId);
      const [plan, seller] = await Promise.all([repo.buyablePlan(planId), repo.seller(userId)]);
      if (!plan) throw notFound(billingMessages.planNotAvailable);
      if (!seller) throw notFound();
      const priceMinor = Math.round(plan.price * 100);
      const running = await repo.runningPlan(userId);
      const credit = upgradeCredit(running, { id: plan.id, priceMinor }, ctx.clock.now());
      if (credit && credit.fullCreditMinor > priceMinor - minimumOrderMinor)
        throw creditExceedsPrice(credit, plan, running);
      const amount = priceMinor - (credit?.creditMinor ?? 0);
      const billedTo = billing ?? {
        legalName: seller.businessName,
        gstin: seller.gstin,
        address: null,
        state: seller.state,
      };
      const receipt = randomUUID().replaceAll('-', '');
      const order = await gateway.createOrder({
        amount,
        currency: plan.currency,
        receipt,
        notes: { planId: plan.id, userId },
      });
      let stored: OrderRow;
      try {
        stored = await repo.insertOrder({
          userId,
          planId: plan.id,
          providerOrderId: order.id,
          amountMinor: amount,
          creditMinor: credit?.creditMinor ?? 0,
          creditNote: credit?.note ?? null,
          creditSubscriptionId: credit?.subscriptionId ?? null,
          billedLegalName: billedTo.legalName,
          billedGstin: billedTo.gstin,
          billedAddress: billedTo.address,
          billedState: billedTo.state,
          currency: plan.currency,
          receipt,
          status: 'created',
          idempotencyKey: idempotencyKey ?? null,
          createdAt: ctx.clock.now(),
        });
      } catch (error) {
        // The same key sent twice at once: the first stored order is the answer (the gateway's second order
        // is never paid, and expires there).
        const first =
          idempotencyKey && isUniqueViolation(error)
            ? await repo.orderByIdempotencyKey(userId, idempotencyKey)
            : undefined;
        if (!first) throw error;
        return answerFor(first, userId, planId);
      }
      return orderAnswer(stored, plan, seller, gateway);
    },

    /**
     * Signature first (constant time), then the caller's own order, then the payment as the gateway reports
     * it (order, amount, currency, status). A payment already completed answers as before, changing nothing.
     */
    async verify(userId: string, body: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
      const { razorpay_order_id: orderId, razorpay_payment_id: paymentId } = body;
      if (!gateway.isValidPaymentSignature(orderId, paymentId, body.razorpay_signature))
        throw verificationFailed();
      const found = await repo.orderByProviderId(orderId);
      if (!found || found.order.userId !== userId) throw verificationFailed();
      const earlier = await settlement.alreadyCompleted(paymentId);
      if (earlier) return answer(earlier);
      const payment = await gateway.fetchPayment(paymentId);
      if (!payment) throw verificationFailed();
      return answer(await settlement.settle(found.order, found.plan, payment));
    },

    /**
     * Sandbox only: "the customer pays" (or the payment fails), signed like Razorpay's checkout result. Only
     * the order's owner, signed in, can pay it or record a failure on it.
     */
    async sandboxPay(userId: string, input: SandboxPayRequest): Promise<SandboxPayResponse> {
      if (!gateway.sandbox) throw notFound();
      const found = await repo.orderByProviderId(input.orderId);
      if (!found || found.order.userId !== userId) throw notFound('No such order');
      if (found.order.status === 'paid') throw conflict(billingMessages.orderAlreadyPaid);
      const { order, plan } = found;
      const result = gateway.sandbox.pay(
        { id: order.providerOrderId, amount: order.amountMinor, currency: order.currency },
        input.outcome,
      );
      if (input.outcome === 'failure') {
        // Razorpay tells the server of a failed payment by webhook (payment.failed); the sandbox does it here.
        const failed = await gateway.fetchPayment(result.razorpay_payment_id);
        if (failed) await settlement.settle(order, plan, failed);
      }
      return { ...result, status: input.outcome === 'success' ? 'captured' : 'failed' };
    },
  };
};
