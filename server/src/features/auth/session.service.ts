import { randomBytes } from 'node:crypto';
import {
  authErrorCodes,
  authMessages,
  type LoginRequest,
  type LoginResponse,
  type MessageResponse,
  type TokenPair,
  type User,
} from '@common/contracts/auth';
import type { AuthenticatedUser } from '../../lib/auth.js';
import { userCache } from '../../db/user-cache.js';
import { AppError, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { AuthDeps } from './auth.deps.js';
import { slowDown } from '../../lib/slow-down.js';
import { authLimits } from './auth.limits.js';
import type { UserRow } from './auth.repo.js';
import {
  hashToken,
  newOpaqueToken,
  refreshFamilyLifetimeMs,
  refreshReuseIntervalMs,
  successorToken,
} from './tokens.js';
import { toUser } from './user-view.js';

const invalidCredentials = () =>
  new AppError(401, authErrorCodes.invalidCredentials, authMessages.invalidCredentials);
const sessionExpired = () => unauthorized(authMessages.invalidRefreshToken);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function assertCanSignIn(user: Pick<UserRow, 'status'>): void {
  if (user.status === 'deleted') throw invalidCredentials();
  if (user.status === 'suspended')
    throw new AppError(403, authErrorCodes.accountSuspended, authMessages.accountSuspended);
  if (user.status === 'pending')
    throw new AppError(403, authErrorCodes.emailNotVerified, authMessages.emailNotVerified);
}

/** Login, rotating refresh, sign-out and the current user. */
export const sessionService = (deps: AuthDeps) => {
  const { ctx, limiter, users, sessions, tokens, secret } = deps;
  /** Checked against when the email is unknown, so a wrong email costs the same time as a wrong password. */
  let dummyHash: Promise<string> | undefined;
  const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex'), ctx.env));
  /** Principals in memory until their user or one of its sessions is written (migration 0007's feed). */
  const principals = userCache<Awaited<ReturnType<typeof sessions.principal>>>(ctx.database.changes, [
    'users',
    'refresh_token_families',
  ]);

  const accessFor = (user: Pick<UserRow, 'id' | 'role'>, sessionId: string) =>
    tokens.sign({ userId: user.id, role: user.role, sessionId });

  return {
    /**
     * Same 401 for a wrong email and a wrong password. Each attempt counts as a failure for its
     * (email, IP) pair until the password checks out; at 10 the pair gets 429 for 15 minutes. Failures
     * also count per IP (100, any email) and per email (50, any IP), and past those the attempts are slowed
     * down, not refused (OWASP Authentication Cheat Sheet): an attacker elsewhere, or a colleague on the
     * same office connection, cannot lock the owner out. Unverified and suspended accounts are told so
     * only once the password is right.
     */
    async login(input: LoginRequest, ip: string): Promise<LoginResponse> {
      const pair = `${ip} ${input.email}`;
      await limiter.attempt(authLimits.loginFailures, pair);
      await slowDown(
        Math.max(
          await limiter.excess(authLimits.loginSlowdownPerIp, ip),
          await limiter.excess(authLimits.loginSlowdownPerAccount, input.email),
        ),
      );
      const user = await users.findByEmail(input.email);
      if (!user) {
        await verifyPassword(await dummyPasswordHash(), input.password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) throw invalidCredentials();
      await limiter.reset(authLimits.loginFailures, pair);
      await limiter.reset(authLimits.loginSlowdownPerAccount, input.email);
      // Not a reset: an attacker's own account must not wipe the failures of their IP.
      await limiter.refund(authLimits.loginSlowdownPerIp, ip);
      assertCanSignIn(user);
      const now = ctx.clock.now();
      const refreshToken = newOpaqueToken();
      const expiresAt = new Date(now.getTime() + refreshFamilyLifetimeMs);
      const sessionId = await sessions.open(user.id, hashToken(refreshToken), expiresAt, now);
      return { accessToken: await accessFor(user, sessionId), refreshToken, user: toUser(user) };
    },

    /**
     * Rotates: the presented token is spent and its successor issued in the same family (which keeps its
     * 30-day absolute expiry). The same token presented again within 10 s, while its successor is still the
     * newest unused token, gets that same successor (two tabs or a retried request refreshing at once). Any
     * other spent token presented again means it was copied: the whole family is revoked, so the thief and
     * the owner both have to log in again.
     */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const now = ctx.clock.now();
      const found = await sessions.findToken(hashToken(refreshToken));
      if (!found || found.revokedAt || found.expiresAt <= now) throw sessionExpired();
      const user = await users.findById(found.userId);
      if (!user) throw sessionExpired();
      assertCanSignIn(user);
      const next = successorToken(secret, refreshToken);
      const pair = async () => ({ accessToken: await accessFor(user, found.familyId), refreshToken: next });
      if (!found.usedAt && (await sessions.rotate(found.tokenId, found.familyId, hashToken(next), now))) {
        return pair();
      }
      if (await this.isGraceReuse(found.familyId, next, now)) return pair();
      await sessions.revokeFamily(found.familyId, 'reuse', now);
      throw sessionExpired();
    },

    /** A spent token's successor is still unused, in the same family, and was issued less than 10 s ago. */
    async isGraceReuse(familyId: string, successor: string, now: Date): Promise<boolean> {
      const next = await sessions.findToken(hashToken(successor));
      return (
        !!next &&
        next.familyId === familyId &&
        !next.usedAt &&
        !next.revokedAt &&
        now.getTime() - next.createdAt.getTime() <= refreshReuseIntervalMs
      );
    },

    /** "Sign out of all devices" (the /account screen): revokes every session of the user, this one too. */
    signOutEverywhere: (userId: string) => sessions.revokeAllForUser(userId, 'logout', ctx.clock.now()),

    /** Revokes the family of the token; answers the same for an unknown or already revoked one. */
    async logout(refreshToken: string): Promise<MessageResponse> {
      const found = await sessions.findToken(hashToken(refreshToken));
      if (found) await sessions.revokeFamily(found.familyId, 'logout', ctx.clock.now());
      return { message: authMessages.signedOut };
    },

    /**
     * The guards' check: the bearer token, then the user and the session (one indexed query, kept in memory
     * until the database announces a write to that user or its sessions): a suspended or deleted user, a
     * demoted admin, or a session revoked by sign-out, password reset or refresh-token reuse is refused on
     * the next request, not when the 15-minute token runs out.
     */
    async authenticate(authorization: string | undefined): Promise<AuthenticatedUser> {
      const bearer = /^Bearer +([A-Za-z0-9._~+/-]+=*)$/i.exec(authorization ?? '')?.[1];
      if (!bearer) throw unauthorized();
      const claims = await tokens.verify(bearer);
      if (!claims || !uuidPattern.test(claims.userId) || !uuidPattern.test(claims.sessionId)) {
        throw sessionExpired();
      }
      const row = await principals.read(claims.userId, claims.sessionId, () =>
        sessions.principal(claims.userId, claims.sessionId),
      );
      const now = ctx.clock.now();
      if (!row || !row.sessionExpiresAt || row.sessionRevokedAt || row.sessionExpiresAt <= now) {
        throw sessionExpired();
      }
      if (row.status === 'deleted') throw sessionExpired();
      if (row.status === 'suspended')
        throw new AppError(403, authErrorCodes.accountSuspended, authMessages.accountSuspended);
      if (row.status !== 'active')
        throw new AppError(403, authErrorCodes.emailNotVerified, authMessages.emailNotVerified);
      return { id: claims.userId, role: row.role, sessionId: claims.sessionId };
    },

    async currentUser(auth: AuthenticatedUser): Promise<User> {
      const user = await users.findById(auth.id);
      if (!user) throw unauthorized();
      return toUser(user);
    },
  };
};
