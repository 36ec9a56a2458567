import {
  authErrorCodes,
  authMessages,
  type ChangePasswordRequest,
  type MessageResponse,
  type ResetPasswordRequest,
} from '@common/contracts/auth';
import type { AuthenticatedUser } from '../../lib/auth.js';
import { AppError, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { AuthDeps } from './auth.deps.js';
import { authLimits } from './auth.limits.js';
import { hashToken } from './tokens.js';

const invalidResetLink = () => new AppError(400, authErrorCodes.invalidToken, authMessages.invalidResetLink);

/** Change (signed in), forgot and reset (by mailed link). */
export const passwordService = (deps: AuthDeps) => {
  const { ctx, limiter, users, sessions, emailTokens, emails } = deps;
  /** Every way a password is set ends every reset link still outstanding (verification links stay). */
  const setPassword = async (userId: string, passwordHash: string, now: Date, verifiesEmail: boolean) => {
    await users.setPassword(userId, passwordHash, now, verifiesEmail);
    await emailTokens.consumeAll(userId, 'reset_password', now);
  };
  return {
    /** Needs the current password; keeps this session, signs out every other one, ends every reset link. */
    async change(auth: AuthenticatedUser, input: ChangePasswordRequest): Promise<MessageResponse> {
      await limiter.attempt(authLimits.passwordCheckFailures, auth.id);
      const user = await users.findById(auth.id);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AppError(400, authErrorCodes.invalidPassword, authMessages.wrongCurrentPassword, {
          fields: { currentPassword: [authMessages.wrongCurrentPassword] },
        });
      }
      await limiter.reset(authLimits.passwordCheckFailures, auth.id);
      const now = ctx.clock.now();
      await setPassword(user.id, await hashPassword(input.newPassword, ctx.env), now, false);
      await sessions.revokeAllForUser(user.id, 'password_changed', now, auth.sessionId);
      await deps.queueMail(emails.passwordChanged(user));
      return { message: authMessages.passwordChanged };
    },

    /**
     * Always the same answer, given before any lookup (the time it takes must not tell whether the
     * email has an account); an account then gets a reset link valid 1 hour, once.
     */
    async forgot(email: string, ip: string): Promise<MessageResponse> {
      await limiter.consume(authLimits.forgotPasswordPerIp, ip);
      await limiter.consume(authLimits.forgotPassword, email);
      deps.background.run('password reset mail', async () => {
        const user = await users.findByEmail(email);
        if (!user) return;
        await deps.mailEmailToken(user.id, 'reset_password', (token) => emails.reset(user, token));
      });
      return { message: authMessages.resetSent };
    },

    /**
     * Sets the password and revokes every session. The link works once, and any other reset link
     * still outstanding stops working too. Following a mailed link proves the address: a pending
     * account becomes verified, and the failed-login counters of the account (and of this address for
     * it) are cleared.
     */
    async reset(input: ResetPasswordRequest, ip: string): Promise<MessageResponse> {
      const now = ctx.clock.now();
      const row = await emailTokens.findUnexpired(hashToken(input.token), 'reset_password', now);
      if (!row || row.usedAt) throw invalidResetLink();
      const passwordHash = await hashPassword(input.password, ctx.env);
      if (!(await emailTokens.consume(row.id, now))) throw invalidResetLink();
      await setPassword(row.userId, passwordHash, now, true);
      await sessions.revokeAllForUser(row.userId, 'password_reset', now);
      const user = await users.findById(row.userId);
      if (user) {
        // The owner proved the address: their failed logins, from here and as an account, are forgotten.
        await limiter.reset(authLimits.loginFailures, `${ip} ${user.email}`);
        await limiter.reset(authLimits.loginSlowdownPerAccount, user.email);
        await deps.queueMail(emails.passwordChanged(user));
      }
      return { message: authMessages.passwordReset };
    },
  };
};
