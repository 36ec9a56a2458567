import {
  billingMessages,
  type BillingDocument,
  type BillingHistoryResponse,
  type PaymentHistoryQuery,
  type PaymentHistoryResponse,
  type UpgradeCredits,
} from '@common/contracts/billing';
import { paginationOf } from '@common/contracts/pagination';
import type { PublicPlan } from '@common/contracts/plans';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { PlansService } from '../plans/plans.service.js';
import { billingRepo } from './billing.repo.js';
import { checkoutService } from './checkout.service.js';
import { invoiceCorrectionService } from './invoice-correction.service.js';
import { renderCreditNotePdf } from './invoice/credit-note-pdf.js';
import { renderInvoicePdf } from './invoice/invoice-pdf.js';
import { refundService } from './refund.service.js';
import { settlementService } from './settlement.service.js';
import { paymentRepo } from './payment.repo.js';
import { minimumOrderMinor, upgradeCredit } from './upgrade-credit.js';
import { webhookService } from './webhook.service.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The billing feature: what the Billing and Pricing screens read (plans to buy, subscriptions, payments,
 * invoices), the checkout (create order, verify, the sandbox's "customer pays") and the gateway's webhook.
 */
export const billingService = (
  ctx: AppContext,
  { plans, limiter }: { plans: PlansService; limiter: RateLimiter },
) => {
  const repo = billingRepo(ctx.database.db);
  const payments = paymentRepo(ctx.database.db);
  const settlement = settlementService(ctx);

  return {
    checkout: checkoutService(ctx, { settlement, limiter }),
    corrections: invoiceCorrectionService(ctx),
    webhooks: webhookService(ctx, { settlement, refunds: refundService(ctx) }),
    /** The sandbox gateway's "customer pays" route exists only while the sandbox is the gateway. */
    sandboxActive: Boolean(ctx.payments.sandbox),

    /** Active plans a seller can buy, by sort order: no Free Trial (nor any free plan). */
    async buyablePlans(): Promise<PublicPlan[]> {
      return (await plans.publicPlans()).filter((p) => p.billing_period !== 'trial' && p.price > 0);
    },

    /** Before paying: each plan's credit for the running paid plan's unused days (plans without one omitted). */
    async upgradeCredits(userId: string): Promise<UpgradeCredits> {
      const [running, buyable] = await Promise.all([payments.runningPlan(userId), this.buyablePlans()]);
      const now = ctx.clock.now();
      const credits = buyable.flatMap((plan) => {
        const priceMinor = Math.round(plan.price * 100);
        const credit = upgradeCredit(running, { id: plan.id, priceMinor }, now);
        // A switch the credit would more than pay for is refused at checkout (it would lose the rest): no quote.
        if (!credit || credit.fullCreditMinor > priceMinor - minimumOrderMinor) return [];
        return [
          {
            plan_id: plan.id,
            credit: credit.creditMinor / 100,
            amount_due: (priceMinor - credit.creditMinor) / 100,
            unused_days: credit.unusedDays,
            from_plan: credit.fromPlan,
            note: credit.note,
          },
        ];
      });
      return { credits };
    },

    async billingHistory(userId: string): Promise<BillingHistoryResponse> {
      const [rows, completed] = await Promise.all([
        repo.subscriptions(userId),
        repo.completedPayments(userId),
      ]);
      const now = ctx.clock.now().getTime();
      return {
        subscriptions: rows.map(({ subscription: s, planName, billingPeriod }) => ({
          id: s.id,
          plan_name: planName,
          billing_period: billingPeriod,
          status: s.status === 'active' && s.endDate && s.endDate.getTime() <= now ? 'expired' : s.status,
          amount: s.amount,
          assigned_by_admin: s.assignedByAdmin,
          currency: s.currency,
          start_date: s.startDate.toISOString(),
          end_date: s.endDate?.toISOString() ?? null,
        })),
        completed_payments: completed,
      };
    },

    async paymentHistory(userId: string, query: PaymentHistoryQuery): Promise<PaymentHistoryResponse> {
      const { rows, total } = await repo.paymentPage(userId, query.limit, (query.page - 1) * query.limit);
      const documents = await repo.documentsOf(
        userId,
        rows.map((r) => r.id),
      );
      return {
        data: rows.map((r) => ({
          id: r.id,
          plan_name: r.planName,
          billing_period: r.billingPeriod,
          created_at: r.createdAt.toISOString(),
          amount: r.amountMinor / 100,
          currency: r.currency,
          status: r.status,
          invoice_number: r.status === 'completed' ? r.invoiceNumber : null,
          documents: documents
            .filter((d) => d.invoice.paymentId === r.id)
            .flatMap(({ invoice, creditNote }): BillingDocument[] => [
              {
                kind: 'invoice',
                id: invoice.id,
                number: invoice.number,
                issued_at: invoice.issuedAt.toISOString(),
                cancelled: creditNote !== null,
              },
              ...(creditNote
                ? [
                    {
                      kind: 'credit_note' as const,
                      id: creditNote.id,
                      number: creditNote.number,
                      issued_at: creditNote.issuedAt.toISOString(),
                      cancelled: false,
                    },
                  ]
                : []),
            ]),
        })),
        pagination: paginationOf(query.page, query.limit, total),
      };
    },

    /** The caller's own completed payment's invoice as a PDF; anything else is a 404. */
    async invoicePdf(userId: string, paymentId: string): Promise<Buffer> {
      const invoice = uuidPattern.test(paymentId) ? await repo.invoiceOf(userId, paymentId) : undefined;
      if (!invoice) throw notFound(billingMessages.invoiceNotFound);
      return renderInvoicePdf(invoice);
    },

    /** One of the caller's invoices (in force or cancelled) by its id; anything else is a 404. */
    async invoicePdfById(userId: string, invoiceId: string): Promise<{ pdf: Buffer; number: string }> {
      const invoice = uuidPattern.test(invoiceId) ? await repo.invoiceById(userId, invoiceId) : undefined;
      if (!invoice) throw notFound(billingMessages.invoiceNotFound);
      return { pdf: await renderInvoicePdf(invoice), number: invoice.number };
    },

    /** One of the caller's credit notes by its id; anything else is a 404. */
    async creditNotePdf(userId: string, creditNoteId: string): Promise<{ pdf: Buffer; number: string }> {
      const found = uuidPattern.test(creditNoteId)
        ? await repo.creditNoteById(userId, creditNoteId)
        : undefined;
      if (!found) throw notFound(billingMessages.creditNoteNotFound);
      return {
        pdf: await renderCreditNotePdf(found.creditNote, found.invoice),
        number: found.creditNote.number,
      };
    },
  };
};
export type BillingService = ReturnType<typeof billingService>;
