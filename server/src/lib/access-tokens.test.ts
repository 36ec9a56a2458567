import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { accessTokens, resolveJwtSecret } from './access-tokens.js';
import { fixedClock } from './clock.js';

const dir = mkdtempSync(join(tmpdir(), 'vikreta-jwt-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('JWT secret', () => {
  it('outside production, is generated once into DATA_DIR/jwt-secret (mode 600) and reused', () => {
    const env = { DATA_DIR: join(dir, 'data'), NODE_ENV: 'development' as const };
    const first = resolveJwtSecret(env);
    const file = join(dir, 'data', 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toHaveLength(64);
    expect(resolveJwtSecret(env)).toEqual(first);
  });

  it('comes from JWT_SECRET when set, and is required in production', () => {
    const secret = 's'.repeat(40);
    expect(
      new TextDecoder().decode(
        resolveJwtSecret({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: secret }),
      ),
    ).toBe(secret);
    expect(() => resolveJwtSecret({ DATA_DIR: dir, NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });
});

describe('access tokens', () => {
  const clock = fixedClock('2026-03-01T10:00:00Z');
  const tokens = accessTokens(new TextEncoder().encode('k'.repeat(48)), clock);
  const claims = {
    userId: '3f0c5d52-8a7e-4a57-9b8a-1a2b3c4d5e6f',
    role: 'user' as const,
    sessionId: '9e8d7c6b-5a49-4838-a727-161514131211',
  };

  it('round-trips the claims for 15 minutes, then no more', async () => {
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(15 * 60_000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses another key, a tampered payload and alg none', async () => {
    const token = await tokens.sign(claims);
    const other = accessTokens(new TextEncoder().encode('o'.repeat(48)), clock);
    expect(await other.verify(token)).toBeUndefined();
    const [head, , sig] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: claims.userId, role: 'admin', sid: claims.sessionId }),
    ).toString('base64url');
    expect(await tokens.verify(`${head}.${forged}.${sig}`)).toBeUndefined();
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect(await tokens.verify(`${none}.${token.split('.')[1]}.`)).toBeUndefined();
  });
});
