import {
  authErrorCodes,
  authMessages,
  type MessageResponse,
  type RegisterRequest,
} from '@common/contracts/auth';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { transact } from '../../db/transact.js';
import { subscriptionWriter } from '../subscriptions/subscriptions.service.js';
import type { AuthDeps } from './auth.deps.js';
import { authRepo } from './auth.repo.js';
import { authLimits } from './auth.limits.js';
import { hashToken } from './tokens.js';

/** Sign-up and email verification. No answer here depends on whether an email has an account. */
export const signupService = (deps: AuthDeps) => {
  const { ctx, limiter, users, emailTokens, emails } = deps;
  return {
    /**
     * A pending account on the Free Trial plus a verification mail. A pending account stays bound to its
     * first sign-up until it is verified: signing up again with its email only mails the owner a
     * new link for that first sign-up, and the second password is thrown away, so nobody can slip their own
     * password into someone else's pending account. An active account's owner gets an 'already have an
     * account' mail. The answer, and the hashing work, are the same in every case (no enumeration).
     */
    async register(input: RegisterRequest, ip: string): Promise<MessageResponse> {
      await limiter.consume(authLimits.register, ip);
      await limiter.consume(authLimits.registerPerEmail, input.email);
      const passwordHash = await hashPassword(input.password, ctx.env);
      const { firstName, lastName, email } = input;
      const now = ctx.clock.now();
      // The account and its trial together, or neither.
      const created = await transact(ctx.database.db, async (tx) => {
        const user = await authRepo(tx).createPending({ firstName, lastName, passwordHash, email }, now);
        if (user) await subscriptionWriter(tx).startSignupTrial(user.id, now, now);
        return user;
      });
      if (created) {
        await deps.mailEmailToken(created.id, 'verify_email', (token) => emails.verify(created, token));
      } else {
        const existing = await users.findByEmail(email);
        if (existing?.status === 'pending') {
          // The first sign-up's own name: never one typed by whoever signed up again.
          await deps.mailEmailToken(existing.id, 'verify_email', (token) =>
            emails.alreadyRegistered(existing, token),
          );
        } else if (existing) {
          await deps.queueMail(emails.alreadyRegistered(existing));
        }
      }
      return { message: authMessages.registered };
    },

    /**
     * Verifies while the token has not expired, however often it is opened (a mail scanner that opens it
     * first does no harm), with the account's first sign-up. Unknown or expired: 400 INVALID_TOKEN.
     */
    async verifyEmail(token: string): Promise<MessageResponse> {
      const now = ctx.clock.now();
      const row = await emailTokens.findUnexpired(hashToken(token), 'verify_email', now);
      if (!row) throw new AppError(400, authErrorCodes.invalidToken, authMessages.invalidVerificationLink);
      await users.markEmailVerified(row.userId, now);
      if (!row.usedAt) await emailTokens.consume(row.id, now);
      return { message: authMessages.emailVerified };
    },

    /**
     * A new link for a pending account's first sign-up. The same answer for any email, given before any
     * lookup so its timing says nothing either.
     */
    async resendVerification(email: string, ip: string): Promise<MessageResponse> {
      await limiter.consume(authLimits.resendVerificationPerIp, ip);
      await limiter.consume(authLimits.resendVerification, email);
      deps.background.run('verification mail', async () => {
        const user = await users.findByEmail(email);
        if (user?.status !== 'pending') return;
        await deps.mailEmailToken(user.id, 'verify_email', (token) => emails.verify(user, token));
      });
      return { message: authMessages.verificationSent };
    },
  };
};
