import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import type { Env } from '../env.js';
import type { Clock } from './clock.js';
import { fromRoot } from './paths.js';

export const accessTokenTtlSeconds = 15 * 60;
const issuer = 'vikreta';
const audience = 'vikreta-api';

/** What an access token says: the user, the role at issue time, and the session (refresh family). */
export interface AccessClaims {
  userId: string;
  role: 'admin' | 'user';
  sessionId: string;
}

/**
 * JWT_SECRET when set (required in production). Otherwise a secret generated once and kept in
 * DATA_DIR/jwt-secret (mode 600), so sessions survive restarts of a dev or test server.
 */
export function resolveJwtSecret(env: Pick<Env, 'JWT_SECRET' | 'DATA_DIR' | 'NODE_ENV'>): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  if (env.NODE_ENV === 'production') throw new Error('JWT_SECRET is required in production');
  const file = join(fromRoot(env.DATA_DIR), 'jwt-secret');
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${file} holds a secret shorter than 32 characters: delete it to regenerate`);
  return new TextEncoder().encode(secret);
}

export function accessTokens(secret: Uint8Array, clock: Clock) {
  // Imported once: handed raw bytes, jose imports a WebCrypto key on every call, a tenth of a request's CPU.
  const key = crypto.subtle.importKey(
    'raw',
    new Uint8Array(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    /** HS256, 15 minutes, sub = user id, with the role and the session id. */
    async sign(claims: AccessClaims): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ role: claims.role, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + accessTokenTtlSeconds)
        .sign(await key);
    },
    /** The claims of a valid, unexpired token; undefined for anything else. */
    async verify(token: string): Promise<AccessClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer,
          audience,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const { sub, role, sid } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || (role !== 'admin' && role !== 'user'))
          return undefined;
        return { userId: sub, role, sessionId: sid };
      } catch {
        return undefined;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof accessTokens>;
