import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { getUser, login, post, signedIn } from '../../test/accounts.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

const refresh = (refreshToken: string) => post(h, '/api/auth/refresh', { refreshToken });
const logout = (refreshToken: string, accessToken?: string) =>
  post(h, '/api/auth/logout', { refreshToken }, { token: accessToken });

describe('POST /api/auth/refresh', () => {
  it('rotates: a new access token and a new refresh token, stored only as a hash', async () => {
    const session = await signedIn(h);
    h.clock.advance(60_000);
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(Object.keys(next).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(next.accessToken).not.toBe(session.accessToken);
    expect((await getUser(h, next.accessToken)).statusCode).toBe(200);
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);

    const stored = await h.db.select({ hash: t.refreshTokens.tokenHash }).from(t.refreshTokens);
    expect(stored.map((r) => r.hash)).not.toContain(session.refreshToken);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });

  it('treats a spent token presented again as theft: the family is revoked, thief and owner both out', async () => {
    const session = await signedIn(h);
    const owner = (await refresh(session.refreshToken)).json();
    const thief = await refresh(session.refreshToken);
    expect(thief.statusCode).toBe(401);
    expect(thief.json().code).toBe('UNAUTHORIZED');
    expect((await refresh(owner.refreshToken)).statusCode).toBe(401);
    expect((await getUser(h, owner.accessToken)).statusCode).toBe(401);
    const [family] = await h.db
      .select()
      .from(t.refreshTokenFamilies)
      .where(eq(t.refreshTokenFamilies.userId, session.user.id));
    expect(family).toMatchObject({ revokedReason: 'reuse' });
  });

  it('leaves the same user\u2019s other sessions alone when one family is revoked', async () => {
    const session = await signedIn(h);
    const other = await login(h, session.email, session.password);
    await refresh(session.refreshToken);
    await refresh(session.refreshToken);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('lets a family live 30 days from login, however often it rotates', async () => {
    const session = await signedIn(h);
    let token = session.refreshToken;
    for (let week = 1; week <= 4; week++) {
      h.clock.advance(7 * 86_400_000);
      const res = await refresh(token);
      expect(res.statusCode).toBe(200);
      token = res.json().refreshToken;
    }
    h.clock.advance(2 * 86_400_000 + 1);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('refuses unknown tokens (401) and a body without one (400)', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const res = await post(h, '/api/auth/refresh', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('refreshToken');
  });

  it('refuses a suspended user', async () => {
    const session = await signedIn(h);
    await h.db.update(t.users).set({ status: 'suspended' }).where(eq(t.users.id, session.user.id));
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your account has been suspended');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the family: its refresh token and its access token stop working', async () => {
    const session = await signedIn(h);
    const other = await login(h, session.email, session.password);
    const res = await logout(session.refreshToken, session.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await getUser(h, session.accessToken)).statusCode).toBe(401);
    expect((await getUser(h, other.accessToken)).statusCode).toBe(200);
  });

  it('works without a bearer token, and answers the same for an unknown or spent token', async () => {
    const session = await signedIn(h);
    const rotated = (await refresh(session.refreshToken)).json();
    expect((await logout(session.refreshToken)).statusCode).toBe(200);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await logout('unknown-token')).json()).toEqual({ message: 'Signed out' });
  });

  it('needs the refresh token in the body', async () => {
    const session = await signedIn(h);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(res.statusCode).toBe(400);
  });
});
