import type { AppContext } from '../../context.js';
import { accessTokens, resolveJwtSecret } from '../../lib/access-tokens.js';
import type { BackgroundWork } from '../../lib/background.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { enqueueMail } from '../../db/mail-outbox.js';
import { transact } from '../../db/transact.js';
import type { MailMessage } from '../../providers/email/mail-transport.js';
import { authRepo } from './auth.repo.js';
import { authEmails } from './auth.emails.js';
import { emailTokenRepo, type EmailTokenPurpose } from './email-token.repo.js';
import { sessionRepo } from './session.repo.js';
import { hashToken, newOpaqueToken, resetPasswordLifetimeMs, verifyEmailLifetimeMs } from './tokens.js';

/**
 * What the auth services share: repositories, mails, the app's limiter and its access-token signer (the JWT
 * secret is resolved once: env, or DATA_DIR/jwt-secret).
 */
export function authDeps(ctx: AppContext, limiter: RateLimiter, background: BackgroundWork) {
  const db = ctx.database.db;
  const emailTokens = emailTokenRepo(db);
  const lifetimes: Record<EmailTokenPurpose, number> = {
    verify_email: verifyEmailLifetimeMs,
    reset_password: resetPasswordLifetimeMs,
  };
  const jwtSecret = resolveJwtSecret(ctx.env);
  return {
    ctx,
    limiter,
    /** Mail that must not make an answer wait, or reveal by its timing that an account exists. */
    background,
    /** Also keys the refresh-token successors (tokens.ts successorToken). */
    secret: jwtSecret,
    users: authRepo(db),
    sessions: sessionRepo(db),
    emailTokens,
    emails: authEmails(ctx.env.APP_URL),
    tokens: accessTokens(jwtSecret, ctx.clock),
    /**
     * A fresh mailed-link token (only its hash is stored) and the mail carrying it, written to the mail outbox
     * in the same transaction: the link is mailed exactly when the token exists.
     */
    async mailEmailToken(
      userId: string,
      purpose: EmailTokenPurpose,
      compose: (token: string) => MailMessage,
    ): Promise<void> {
      const token = newOpaqueToken();
      const now = ctx.clock.now();
      const expiresAt = new Date(now.getTime() + lifetimes[purpose]);
      await transact(db, async (tx) => {
        await emailTokenRepo(tx).create({ userId, purpose, tokenHash: hashToken(token), expiresAt, now });
        await enqueueMail(tx, compose(token), now);
      });
    },
    /** A mail without a token, through the outbox. */
    queueMail: (message: MailMessage) => enqueueMail(db, message, ctx.clock.now()),
  };
}
export type AuthDeps = ReturnType<typeof authDeps>;
