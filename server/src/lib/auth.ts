import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.js';

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

/**
 * Establishes the caller from the Authorization header, or throws the 401/403 to answer. The auth
 * feature supplies it (token, user and session checked against the database).
 */
export type Authenticate = (authorization: string | undefined) => Promise<AuthenticatedUser>;

export type Guard = (request: FastifyRequest) => Promise<void>;

export interface Guards {
  /**
   * Hook: a signed-in, active user (401 UNAUTHORIZED without a valid token or session; 403 when
   * suspended). Use as `{ onRequest: guards.requireUser }` (before the body is parsed) or preHandler.
   */
  requireUser: Guard;
  /** Hook: as requireUser, plus the role read from the database must be admin (403 otherwise). */
  requireAdmin: Guard;
}

/** The two route hooks, over the auth feature's check of a request's bearer token. */
export function authGuards(authenticate: Authenticate): Guards {
  return {
    requireUser: async (request) => {
      request.authUser = await authenticate(request.headers.authorization);
    },
    requireAdmin: async (request) => {
      const user = await authenticate(request.headers.authorization);
      if (user.role !== 'admin') throw forbidden('Administrator access is required');
      request.authUser = user;
    },
  };
}

/** The caller established by a guard on this route; 401 if the route has none (a wiring mistake). */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}
