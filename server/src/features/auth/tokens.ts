import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and mailed links. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** Only this is stored: a database leak yields no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const refreshFamilyLifetimeMs = 30 * 86_400_000;
export const verifyEmailLifetimeMs = 24 * 3_600_000;
export const resetPasswordLifetimeMs = 3_600_000;
