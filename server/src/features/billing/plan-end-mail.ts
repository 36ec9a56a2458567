import { escapeHtml } from '../../lib/html.js';
import type { MailMessage } from '../../providers/email/mail-transport.js';
import { formatDate } from './invoice/format.js';

/** The reminder that a paid plan ends soon (plans never renew on their own), with the link to renew it. */
export function planEndMail(
  to: { email: string; firstName: string },
  plan: { name: string; endDate: Date; daysBefore: number },
  appUrl: string,
): MailMessage {
  const date = formatDate(plan.endDate);
  const when = plan.daysBefore === 1 ? 'tomorrow' : `in ${plan.daysBefore} days`;
  const renew = `${appUrl}/pricing`;
  const paragraphs = [
    `Your Vikreta ${plan.name} plan ends ${when}, on ${date}. Plans do not renew on their own.`,
    `To keep your limits, renew it before then: ${renew}`,
    'Renewing extends your plan from its end date, so you lose no days.',
  ];
  const greeting = `Hello ${to.firstName},`;
  const sign = '— The Vikreta team';
  return {
    to: to.email,
    subject: `Your Vikreta ${plan.name} plan ends on ${date}`,
    text: [greeting, ...paragraphs, sign].join('\n\n'),
    html:
      `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">` +
      [greeting, ...paragraphs.slice(0, 1)].map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
      `<p><a href="${escapeHtml(renew)}">Renew my ${escapeHtml(plan.name)} plan</a></p>` +
      [...paragraphs.slice(2), sign].map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
      `</body></html>`,
  };
}
