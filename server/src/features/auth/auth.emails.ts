import { escapeHtml } from '../../lib/html.js';
import type { MailMessage } from '../../providers/email/mail-transport.js';

/** The four auth mails, plain text and HTML. Names are user input: always escaped in HTML. */
interface Recipient {
  email: string;
  firstName: string;
}

function mail(
  to: Recipient,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): MailMessage {
  const greeting = `Hello ${to.firstName},`;
  const text = [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    '— The Vikreta team',
  ].join('\n\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
      `<p style="font-size:12px;color:#555">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">` +
    `<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${button}` +
    `<p>— The Vikreta team</p></body></html>`;
  return { to: to.email, subject, text, html };
}

export const authEmails = (appUrl: string) => ({
  verify: (to: Recipient, token: string) =>
    mail(
      to,
      'Verify your email for Vikreta',
      [
        'Welcome to Vikreta! Confirm your email address to start your free trial.',
        'This link expires in 24 hours.',
      ],
      { label: 'Verify email', url: `${appUrl}/verify-email?token=${token}` },
    ),

  alreadyRegistered: (to: Recipient, verifyToken?: string) =>
    mail(
      to,
      'You already have a Vikreta account',
      verifyToken
        ? [
            `Someone (hopefully you) signed up for Vikreta again with this email address. It already has a sign-up waiting to be verified, made with the name ${to.firstName}; the new sign-up changed nothing.`,
            'The link below verifies that first sign-up: log in afterwards with the password chosen in it.',
            `If that first sign-up was not yours, do not use the link: set your own password at ${appUrl}/forgot-password instead (that verifies your email too).`,
          ]
        : [
            'Someone (hopefully you) tried to sign up for Vikreta with this email address, but you already have an account.',
            `You can log in at ${appUrl}/login. Forgot your password? Reset it at ${appUrl}/forgot-password.`,
            'If this was not you, you can ignore this email: nothing has changed.',
          ],
      verifyToken ? { label: 'Verify email', url: `${appUrl}/verify-email?token=${verifyToken}` } : undefined,
    ),

  reset: (to: Recipient, token: string) =>
    mail(
      to,
      'Reset your Vikreta password',
      [
        'We received a request to reset the password of your Vikreta account.',
        'This link expires in 1 hour and works once. If you did not ask for it, ignore this email.',
      ],
      { label: 'Reset password', url: `${appUrl}/reset-password?token=${token}` },
    ),

  passwordChanged: (to: Recipient) =>
    mail(to, 'Your Vikreta password was changed', [
      'The password of your Vikreta account was just changed, and the sessions on your other devices were signed out.',
      `If this was not you, reset your password now at ${appUrl}/forgot-password and contact support.`,
    ]),
});
export type AuthEmails = ReturnType<typeof authEmails>;
