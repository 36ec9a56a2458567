import type { BillingPeriod } from '@common/contracts/plans';
import { escapeHtml } from '../../lib/html.js';
import type { MailMessage } from '../../providers/email/mail-transport.js';
import { billingPeriodLabels } from './billing-period.js';
import { formatDate, formatMoney } from './invoice/format.js';
import type { InvoiceRow } from './invoice/invoice-fields.js';

/** The payment receipt: what was paid, what it bought, and the invoice PDF attached. */
export function receiptMail(
  invoice: InvoiceRow,
  to: { email: string; firstName: string },
  paymentId: string,
  pdf: Buffer,
  appUrl: string,
): MailMessage {
  const amount = formatMoney(invoice.amountMinor, invoice.currency);
  const period = billingPeriodLabels[invoice.billingPeriod as BillingPeriod] ?? invoice.billingPeriod;
  const paragraphs = [
    `Thank you: we received your payment of ${amount} for the Vikreta ${invoice.planName} plan (${period}).`,
    invoice.periodEnd
      ? `Your plan runs until ${formatDate(invoice.periodEnd)}.`
      : 'Your plan has no end date.',
    `Invoice ${invoice.number} is attached. You can download it again at any time from Billing, Payment History: ${appUrl}/billing`,
  ];
  const greeting = `Hello ${to.firstName},`;
  return {
    to: to.email,
    subject: `Payment received: Vikreta ${invoice.planName} plan (invoice ${invoice.number})`,
    text: [greeting, ...paragraphs, '— The Vikreta team'].join('\n\n'),
    html:
      `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">` +
      [greeting, ...paragraphs, '— The Vikreta team'].map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
      `</body></html>`,
    attachments: [{ filename: `invoice-${paymentId}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}
