import {
  authErrorCodes,
  authMessages,
  type MessageResponse,
  type RegisterRequest,
} from '@common/contracts/auth';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuthDeps } from './auth.deps.js';
import { authLimits } from './auth.limits.js';
import { hashToken } from './tokens.js';

/** Sign-up and email verification. No answer here depends on whether an email has an account. */
export const signupService = (deps: AuthDeps) => {
  const { ctx, limiter, users, emailTokens, emails } = deps;
  return {
    /**
     * A pending account on the Free Trial plus a verification mail; for an email that already has an
     * account, the same answer and an 'already have an account' mail to its owner. The password is
     * hashed either way so both paths take the same time. Every verification link carries the
     * sign-up it was mailed for: a second sign-up of a pending email changes nothing until its own
     * link is followed, and the first sign-up's password never rides on the second one's link.
     */
    async register(input: RegisterRequest, ip: string): Promise<MessageResponse> {
      await limiter.consume(authLimits.register, ip);
      const passwordHash = await hashPassword(input.password);
      const { firstName, lastName, email } = input;
      const registration = { firstName, lastName, passwordHash };
      const created = await users.createWithTrial({ ...registration, email }, ctx.clock.now());
      if (created) {
        const token = await deps.issueEmailToken(created.id, 'verify_email', registration);
        await ctx.mailer.send(emails.verify(created, token));
      } else {
        const existing = await users.findByEmail(email);
        if (existing?.status === 'pending') {
          const token = await deps.issueEmailToken(existing.id, 'verify_email', registration);
          await ctx.mailer.send(emails.alreadyRegistered({ email: existing.email, firstName }, token));
        } else if (existing) {
          // The account's own name: never one typed by whoever tried to sign up again.
          await ctx.mailer.send(emails.alreadyRegistered(existing));
        }
      }
      return { message: authMessages.registered };
    },

    /**
     * Verifies while the token has not expired, however often it is opened (a mail scanner that
     * opens it first does no harm). A pending account takes the password and names of the sign-up
     * this link was mailed for. Unknown or expired: 400 INVALID_TOKEN.
     */
    async verifyEmail(token: string): Promise<MessageResponse> {
      const now = ctx.clock.now();
      const row = await emailTokens.findUnexpired(hashToken(token), 'verify_email', now);
      if (!row) throw new AppError(400, authErrorCodes.invalidToken, authMessages.invalidVerificationLink);
      const { passwordHash, firstName, lastName } = row;
      const registration =
        passwordHash !== null && firstName !== null && lastName !== null
          ? { passwordHash, firstName, lastName }
          : undefined;
      await users.markEmailVerified(row.userId, now, registration);
      if (!row.usedAt) await emailTokens.consume(row.id, now);
      return { message: authMessages.emailVerified };
    },

    /**
     * A new link for a pending account, carrying its latest sign-up (not the stored, first one); the
     * same answer for any email.
     */
    async resendVerification(email: string, ip: string): Promise<MessageResponse> {
      await limiter.consume(authLimits.resendVerificationPerIp, ip);
      await limiter.consume(authLimits.resendVerification, email);
      const user = await users.findByEmail(email);
      if (user?.status === 'pending') {
        const registration = await emailTokens.latestRegistration(user.id);
        const token = await deps.issueEmailToken(user.id, 'verify_email', registration);
        await ctx.mailer.send(
          emails.verify({ email: user.email, firstName: registration?.firstName ?? user.firstName }, token),
        );
      }
      return { message: authMessages.verificationSent };
    },
  };
};
