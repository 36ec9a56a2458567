import type { AppContext } from '../../context.js';
import type { GatewayPayment } from '../../providers/payments/payment-gateway.js';
import { planActivation } from './activation.js';
import { invoiceFields } from './invoice/invoice-fields.js';
import { financialYearOf, formatInvoiceNumber } from './invoice/invoice-number.js';
import { renderInvoicePdf } from './invoice/invoice-pdf.js';
import { supplierFromEnv } from './invoice/supplier.js';
import { inPaymentTransaction, paymentRepo, type OrderRow, type PlanRow } from './payment.repo.js';
import { receiptMail } from './receipt-mail.js';

export type Settlement =
  | {
      kind: 'completed';
      paymentId: string;
      planName: string;
      renewed: boolean;
      invoiceNumber: string;
      expiresAt: Date | null;
      /** False when an earlier verify or webhook had already completed it (nothing changed now). */
      firstTime: boolean;
    }
  /** A second capture on an order another payment had settled: recorded as due for refund, nothing granted. */
  | { kind: 'duplicate' }
  /** Priced with an upgrade credit another payment used first: recorded as due for refund, nothing granted. */
  | { kind: 'credit_used' }
  | { kind: 'pending' | 'failed' | 'mismatch' };

/** The payments row of a gateway payment of this order (its status set by the caller). */
const paymentRow = (order: OrderRow, payment: GatewayPayment) => ({
  orderId: order.id,
  userId: order.userId,
  planId: order.planId,
  providerPaymentId: payment.id,
  amountMinor: payment.amount,
  currency: payment.currency,
  method: payment.method,
});

/**
 * The one place a gateway payment changes anything (verify, the webhook and the sandbox all come here).
 * A captured payment that matches its order completes in ONE transaction: payment row, order paid,
 * subscription activated or extended, invoice number taken and invoice frozen, receipt mail queued. A crash
 * anywhere before the commit leaves nothing behind, so replaying verify or the webhook completes it later.
 *
 * The transaction locks the seller's row FIRST, before it writes anything: inserting a payment takes a
 * key-share lock on that row through the foreign key, so two completions of one seller that inserted first
 * and locked second would each wait for the other (PostgreSQL's "deadlock detected"). Seller first, every
 * completion of one seller queues on one lock. An order settles once: a second captured payment on an order
 * already paid is recorded as `refund_due` and changes nothing else.
 */
export const settlementService = (ctx: AppContext) => {
  const db = ctx.database.db;
  const repo = paymentRepo(db);
  const supplier = supplierFromEnv(ctx.env);

  async function alreadyCompleted(providerPaymentId: string): Promise<Settlement | undefined> {
    const found = await repo.paymentByProviderId(providerPaymentId);
    if (found?.payment.status !== 'completed' || !found.invoice) return undefined;
    return {
      kind: 'completed',
      paymentId: found.payment.id,
      planName: found.planName,
      renewed: found.payment.renewal,
      invoiceNumber: found.invoice.number,
      expiresAt: found.invoice.periodEnd,
      firstTime: false,
    };
  }

  async function complete(order: OrderRow, plan: PlanRow, payment: GatewayPayment): Promise<Settlement> {
    const now = ctx.clock.now();
    const row = paymentRow(order, payment);
    const done = await inPaymentTransaction(db, async (tx, subscriptions) => {
      const seller = await tx.lockSeller(order.userId);
      if (!seller) throw new Error(`seller ${order.userId} of order ${order.id} is gone`);
      if ((await tx.orderStatus(order.id)) === 'paid') {
        const recorded = await tx.recordDuplicateCapture(row, now);
        return recorded ? ('duplicate' as const) : undefined;
      }
      // An upgrade credit is used once: only while the subscription it was for is still the running one (another
      // order's payment may have replaced it since this order was priced).
      if (order.creditMinor > 0) {
        const running = await tx.activeSubscription(order.userId);
        if (running?.id !== order.creditSubscriptionId) {
          const recorded = await tx.recordDuplicateCapture(row, now);
          return recorded ? ('credit_used' as const) : undefined;
        }
      }
      const paymentId = await tx.claimCompletion(row, now);
      if (!paymentId) return undefined;
      await tx.markOrderPaid(order.id, now);
      const activation = planActivation(await tx.activeSubscription(order.userId), plan, now);
      // The subscription's amount is what was paid for it: this payment, added to what extended it before.
      const paid = payment.amount / 100;
      if (activation.kind === 'extend' && activation.subscriptionId)
        await subscriptions.extend(activation.subscriptionId, activation.end, paid, plan.currency, now);
      else
        await subscriptions.switchTo(
          order.userId,
          {
            planId: plan.id,
            currency: plan.currency,
            amount: paid,
            startDate: activation.start,
            endDate: activation.end,
          },
          now,
        );
      if (activation.renewed) await tx.markRenewal(paymentId);
      const financialYear = financialYearOf(now);
      const sequence = await tx.nextInvoiceSequence(financialYear);
      const invoice = await tx.insertInvoice(
        invoiceFields({
          number: formatInvoiceNumber(financialYear, sequence),
          financialYear,
          sequence,
          issuedAt: now,
          supplier,
          seller,
          billedTo: {
            legalName: order.billedLegalName,
            gstin: order.billedGstin,
            address: order.billedAddress,
            state: order.billedState,
          },
          plan,
          payment: {
            id: paymentId,
            providerPaymentId: payment.id,
            amountMinor: payment.amount,
            currency: payment.currency,
          },
          credit: { minor: order.creditMinor, note: order.creditNote },
          activation,
        }),
      );
      // The receipt is written to the mail outbox with the payment: committed together or not at all.
      const pdf = await renderInvoicePdf(invoice);
      await tx.queueMail(receiptMail(invoice, seller, paymentId, pdf, ctx.env.APP_URL), now);
      return { paymentId, seller, invoice, activation };
    });
    if (done === 'duplicate' || done === 'credit_used') return { kind: done };
    if (!done) {
      const earlier = await alreadyCompleted(payment.id);
      if (!earlier) throw new Error(`payment ${payment.id} was claimed but is not completed`);
      return earlier;
    }
    return {
      kind: 'completed',
      paymentId: done.paymentId,
      planName: plan.name,
      renewed: done.activation.renewed,
      invoiceNumber: done.invoice.number,
      expiresAt: done.activation.end,
      firstTime: true,
    };
  }

  return {
    alreadyCompleted,

    /** Applies what the gateway says about a payment of this order; grants nothing unless it all matches. */
    async settle(order: OrderRow, plan: PlanRow, payment: GatewayPayment): Promise<Settlement> {
      const matches =
        payment.orderId === order.providerOrderId &&
        payment.amount === order.amountMinor &&
        payment.currency === order.currency;
      if (!matches) return { kind: 'mismatch' };
      if (payment.status === 'captured') return complete(order, plan, payment);
      const record = { ...paymentRow(order, payment), failureReason: payment.errorDescription };
      const now = ctx.clock.now();
      if (payment.status === 'authorized' || payment.status === 'created') {
        await repo.recordUnsettled({ ...record, status: 'pending' }, now);
        return { kind: 'pending' };
      }
      await repo.recordUnsettled({ ...record, status: payment.status }, now);
      return { kind: 'failed' };
    },
  };
};
export type SettlementService = ReturnType<typeof settlementService>;
