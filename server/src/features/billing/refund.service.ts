import type { AppContext } from '../../context.js';
import { inPaymentTransaction } from './payment.repo.js';

/** What a processed refund changed. */
export type RefundOutcome = 'unknown-payment' | 'partial' | 'refunded' | 'already-refunded';

/**
 * A refund the gateway has processed (docs/decisions/0008-refunds.md). A full refund marks the payment
 * refunded and takes back what it bought: the seller's running subscription of that plan loses the period
 * the payment paid for, ending now if nothing is left. A partial refund (a goodwill credit) keeps the plan.
 * A refund of a second payment on an already paid order (`refund_due`) only marks it refunded.
 */
export const refundService = (ctx: AppContext) => {
  const db = ctx.database.db;

  return {
    /** `refundedTotal`: all that has been refunded of the payment so far, in paise. */
    async processed(providerPaymentId: string, refundedTotal: number): Promise<RefundOutcome> {
      const now = ctx.clock.now();
      return inPaymentTransaction(db, async (tx, subscriptions) => {
        const seen = await tx.paymentByProviderId(providerPaymentId);
        if (!seen) return 'unknown-payment';
        await tx.lockSeller(seen.payment.userId); // the seller first, as every completion does
        const { payment, invoice } = (await tx.paymentByProviderId(providerPaymentId))!;
        if (payment.status === 'refunded') return 'already-refunded';
        if (refundedTotal < payment.amountMinor) return 'partial';
        if (payment.status === 'completed') {
          const running = await tx.activeSubscription(payment.userId);
          if (running && running.planId === payment.planId) {
            const bought =
              invoice?.periodEnd && running.endDate
                ? invoice.periodEnd.getTime() - invoice.periodStart.getTime()
                : null;
            const end =
              bought === null ? now : new Date(Math.max(now.getTime(), running.endDate!.getTime() - bought));
            await subscriptions.endAt(running.id, end, now);
          }
        }
        await tx.markRefunded(payment.id);
        return 'refunded';
      });
    },
  };
};
export type RefundService = ReturnType<typeof refundService>;
