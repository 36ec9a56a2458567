import type { Limit } from '../../lib/rate-limit.js';

const minute = 60_000;

/** The auth rate limits. */
export const authLimits = {
  /**
   * 10 failed logins in a row per (email, IP) block that pair for 15 minutes after the last; a success or a
   * password reset from that address ends it. The only lock: nobody can lock an owner out from elsewhere.
   */
  loginFailures: { name: 'auth:login-failures', max: 10, windowMs: 15 * minute },
  /**
   * Failed logins per IP across all emails (a shared office connection, or a spray): past 100 every login
   * from that IP is slowed down, never refused (OWASP: slow down rather than lock, so an office's owners
   * still get in).
   */
  loginSlowdownPerIp: { name: 'auth:login-failures-ip', max: 100, windowMs: 15 * minute },
  /** Failed logins per email from any IP (a botnet grinding one account): past 50 its logins are slowed down. */
  loginSlowdownPerAccount: { name: 'auth:login-failures-account', max: 50, windowMs: 15 * minute },
  /** Wrong current passwords in a row per user on change-password. */
  passwordCheckFailures: { name: 'auth:password-check-failures', max: 10, windowMs: 15 * minute },
  /** Per email, whether or not it has an account (so a 429 reveals nothing either). */
  forgotPassword: { name: 'auth:forgot-password', max: 3, windowMs: minute },
  resendVerification: { name: 'auth:resend-verification', max: 3, windowMs: minute },
  /** Per IP, across emails: mail floods (and counter churn) from one address. */
  forgotPasswordPerIp: { name: 'auth:forgot-password-ip', max: 10, windowMs: 10 * minute },
  resendVerificationPerIp: { name: 'auth:resend-verification-ip', max: 10, windowMs: 10 * minute },
  /** Sign-up bursts per IP. */
  register: { name: 'auth:register', max: 10, windowMs: 10 * minute },
  /**
   * Sign-ups per email from any IP, whether or not it has an account: each one mails that address (a link,
   * or 'you already have an account'), so this caps the mails an inbox gets from sign-ups by anyone.
   */
  registerPerEmail: { name: 'auth:register-email', max: 3, windowMs: minute },
} satisfies Record<string, Limit>;
