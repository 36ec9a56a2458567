import type { FastifyRequest } from 'fastify';
import { authErrorCodes, authMessages } from '@common/contracts/auth';
import type { AppContext } from '../context.js';
import { sessionRepo } from '../features/auth/session.repo.js';
import { accessTokens, resolveJwtSecret, type AccessTokens } from './access-tokens.js';
import { AppError, forbidden, unauthorized } from './errors.js';

/** Who is calling, as the guards established it. */
export interface AuthenticatedUser {
  id: string;
  role: 'admin' | 'user';
  /** The refresh-token family this access token belongs to. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin; read it with currentUser(request). */
    authUser?: AuthenticatedUser;
  }
}

type Guard = (request: FastifyRequest) => Promise<void>;
interface AuthRuntime {
  tokens: AccessTokens;
  requireUser: Guard;
  requireAdmin: Guard;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const runtimes = new WeakMap<AppContext, AuthRuntime>();

/**
 * Checks the bearer token, then (one indexed query) the user and the session in the database:
 * a suspended or deleted user, a demoted admin, or a session revoked by sign-out, password reset or
 * refresh-token reuse is refused at once, not when the 15-minute token runs out.
 */
async function authenticate(
  ctx: AppContext,
  tokens: AccessTokens,
  request: FastifyRequest,
): Promise<AuthenticatedUser> {
  const bearer = /^Bearer +([A-Za-z0-9._~+/-]+=*)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!bearer) throw unauthorized();
  const claims = await tokens.verify(bearer);
  if (!claims || !uuidPattern.test(claims.userId) || !uuidPattern.test(claims.sessionId)) {
    throw unauthorized(authMessages.invalidRefreshToken);
  }
  const row = await sessionRepo(ctx.database.db).principal(claims.userId, claims.sessionId);
  const now = ctx.clock.now();
  if (!row || !row.sessionExpiresAt || row.sessionRevokedAt || row.sessionExpiresAt <= now) {
    throw unauthorized(authMessages.invalidRefreshToken);
  }
  if (row.status === 'deleted') throw unauthorized(authMessages.invalidRefreshToken);
  if (row.status === 'suspended')
    throw new AppError(403, authErrorCodes.accountSuspended, authMessages.accountSuspended);
  if (row.status !== 'active')
    throw new AppError(403, authErrorCodes.emailNotVerified, authMessages.emailNotVerified);
  return { id: claims.userId, role: row.role, sessionId: claims.sessionId };
}

/** One per app context: the JWT secret is resolved once (env, or DATA_DIR/jwt-secret). */
export function authRuntime(ctx: AppContext): AuthRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) {
    const tokens = accessTokens(resolveJwtSecret(ctx.env), ctx.clock);
    runtime = {
      tokens,
      requireUser: async (request) => {
        request.authUser = await authenticate(ctx, tokens, request);
      },
      requireAdmin: async (request) => {
        const user = await authenticate(ctx, tokens, request);
        if (user.role !== 'admin') throw forbidden('Administrator access is required');
        request.authUser = user;
      },
    };
    runtimes.set(ctx, runtime);
  }
  return runtime;
}

/**
 * Hook: a signed-in, active user (401 UNAUTHORIZED without a valid token or session; 403 when
 * suspended). Use as `{ onRequest: requireUser(ctx) }` (before the body is parsed) or preHandler.
 */
export const requireUser = (ctx: AppContext): Guard => authRuntime(ctx).requireUser;

/** Hook: as requireUser, plus the role read from the database must be admin (403 otherwise). */
export const requireAdmin = (ctx: AppContext): Guard => authRuntime(ctx).requireAdmin;

/** The caller established by a guard on this route; 401 if the route has none (a wiring mistake). */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}
