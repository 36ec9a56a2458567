import { createHash, createHmac, randomBytes } from 'node:crypto';
import { dayMs } from '@common/time/india-calendar';

/** 256 random bits, URL-safe: refresh tokens and mailed links. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** Only this is stored: a database leak yields no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The refresh token that follows `token`: derived with the server's secret, so a request that presents the same
 * token a moment later (a second tab, a retried request) can be handed the same successor without storing it.
 * Unpredictable without the secret, like a random one.
 */
export const successorToken = (secret: Uint8Array, token: string) =>
  createHmac('sha256', secret).update(`refresh:${token}`).digest('base64url');

/** How long a just-rotated refresh token may be presented again and get the same successor (Supabase's reuse interval). */
export const refreshReuseIntervalMs = 10_000;

export const refreshFamilyLifetimeMs = 30 * dayMs;
export const verifyEmailLifetimeMs = 24 * 3_600_000;
export const resetPasswordLifetimeMs = 3_600_000;
