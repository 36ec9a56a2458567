import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { getUser, login, post, register, registerVerified, uniqueEmail } from '../../test/accounts.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

const attempt = (email: string, password: string, ip = '127.0.0.1') =>
  post(h, '/api/auth/login', { email, password }, { ip });

describe('POST /api/auth/login', () => {
  it('gives an access token, a refresh token and the user in both spellings', async () => {
    const { email, password } = await registerVerified(h);
    const res = await attempt(` ${email.toUpperCase()}`, password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: expect.any(String),
      email,
      role: 'user',
      firstName: 'Priya',
      lastName: 'Sharma',
      profileImageUrl: null,
      first_name: 'Priya',
      last_name: 'Sharma',
      phone: null,
    });
    const claims = decodeJwt(body.accessToken);
    expect(claims).toMatchObject({ sub: body.user.id, role: 'user', iss: 'vikreta', aud: 'vikreta-api' });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(claims.iat).toBe(h.clock.now().getTime() / 1000);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const { email } = await registerVerified(h);
    const wrongPassword = await attempt(email, 'Not-The-Password-1');
    const unknownEmail = await attempt(uniqueEmail(), 'Not-The-Password-1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('tells an unverified account to verify (403 EMAIL_NOT_VERIFIED), but only with the right password', async () => {
    const { email, password } = await register(h);
    const res = await attempt(email, password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: expect.stringMatching(/verify your email/i),
    });
    expect((await attempt(email, 'Not-The-Password-1')).statusCode).toBe(401);
  });

  it('refuses a suspended account with 403 "Your account has been suspended"', async () => {
    const { email, password } = await registerVerified(h);
    await h.db.update(t.users).set({ status: 'suspended' }).where(eq(t.users.email, email));
    const res = await attempt(email, password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Your account has been suspended' });
  });
});

describe('failed-login limit per (email, IP)', () => {
  it('answers the 11th bad login with 429 + Retry-After; another email and another IP are unaffected', async () => {
    const { email, password } = await registerVerified(h);
    const other = await registerVerified(h);
    for (let i = 0; i < 10; i++) expect((await attempt(email, `Wrong-password-${i}`)).statusCode).toBe(401);
    const eleventh = await attempt(email, 'Wrong-password-x');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 900 });
    expect(eleventh.headers['retry-after']).toBe('900');
    // Even the right password waits: the pair is blocked.
    expect((await attempt(email, password)).statusCode).toBe(429);
    expect((await attempt(other.email, other.password)).statusCode).toBe(200);
    expect((await attempt(other.email, 'Wrong-password-y')).statusCode).toBe(401);
    expect((await attempt(email, password, '10.9.9.9')).statusCode).toBe(200);

    h.clock.advance(15 * 60_000);
    expect((await attempt(email, password)).statusCode).toBe(200);
  });

  it('blocks unknown emails the same way (a 429 reveals nothing)', async () => {
    const ghost = uniqueEmail();
    for (let i = 0; i < 10; i++) expect((await attempt(ghost, 'Wrong-password-1')).statusCode).toBe(401);
    expect((await attempt(ghost, 'Wrong-password-1')).statusCode).toBe(429);
  });

  it('counts consecutive failures only: a success starts the count again', async () => {
    const { email, password } = await registerVerified(h);
    for (let i = 0; i < 9; i++) await attempt(email, 'Wrong-password-1');
    expect((await attempt(email, password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await attempt(email, 'Wrong-password-1')).statusCode).toBe(401);
    expect((await attempt(email, password)).statusCode).toBe(200);
  });

  it('gives a parallel burst no more than 10 password checks', async () => {
    const { email } = await registerVerified(h);
    const results = await Promise.all(
      Array.from({ length: 25 }, () => attempt(email, 'Wrong-password-1', '10.7.7.7')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
  });
});

describe('failed logins: slow down, never lock the owner out (OWASP)', () => {
  it('100 failures from a shared office address slow it down, but do not lock the accounts behind it', async () => {
    const ip = '10.66.0.1';
    const colleague = await registerVerified(h);
    for (let i = 0; i < 100; i++)
      expect((await attempt(uniqueEmail(), 'Wrong-password-1', ip)).statusCode).toBe(401);
    // Past 100 the address is slowed down, not refused: a wrong password is still just a 401…
    expect((await attempt(uniqueEmail(), 'Wrong-password-1', ip)).statusCode).toBe(401);
    // …and an owner behind the same connection still gets in.
    expect((await attempt(colleague.email, colleague.password, ip)).statusCode).toBe(200);
  });

  it('an account attacked from five addresses: each is blocked after 10, the owner gets in from their own', async () => {
    const { email, password } = await registerVerified(h);
    const attackers = ['10.67.0.1', '10.67.0.2', '10.67.0.3', '10.67.0.4', '10.67.0.5'];
    for (const ip of attackers)
      for (let i = 0; i < 10; i++)
        expect((await attempt(email, 'Wrong-password-1', ip)).statusCode).toBe(401);
    for (const ip of attackers) expect((await attempt(email, password, ip)).statusCode).toBe(429);
    // An address that has not failed: the owner logs in (slowed down a little, not refused).
    expect((await attempt(email, password, '10.67.1.1')).statusCode).toBe(200);
  });

  it('still stops brute force from one address at the 11th try, until a reset link clears it', async () => {
    const { email, password } = await registerVerified(h);
    const ip = '10.68.0.1';
    for (let i = 0; i < 10; i++) expect((await attempt(email, 'Wrong-password-1', ip)).statusCode).toBe(401);
    expect((await attempt(email, password, ip)).statusCode).toBe(429);
    // The owner, at that address, resets the password through the mailed link.
    await post(h, '/api/auth/forgot-password', { email }, { ip });
    const token = (await h.mail.latestToken(email, '/reset-password'))!;
    const reset = await post(h, '/api/auth/reset-password', { token, password: 'Fresh-Pass-2026' }, { ip });
    expect(reset.statusCode).toBe(200);
    expect((await attempt(email, 'Fresh-Pass-2026', ip)).statusCode).toBe(200);
  });
});

describe('Cache-Control', () => {
  it('is no-store on the token-bearing login and refresh answers', async () => {
    const { email, password } = await registerVerified(h);
    const res = await attempt(email, password);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const refreshed = await post(h, '/api/auth/refresh', { refreshToken: res.json().refreshToken });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/auth/user', () => {
  it('returns the signed-in user', async () => {
    const { email, password } = await registerVerified(h);
    const session = await login(h, email, password);
    const res = await getUser(h, session.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(session.user);
  });

  it.each([
    ['no header', undefined],
    ['a malformed header', 'Token abc'],
    ['a forged token', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
  ])('answers 401 UNAUTHORIZED with %s', async (_label, authorization) => {
    const res = await h.app.inject({
      url: '/api/auth/user',
      headers: authorization ? { authorization } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('refuses the access token after its 15 minutes', async () => {
    const { email, password } = await registerVerified(h);
    const { accessToken } = await login(h, email, password);
    h.clock.advance(15 * 60_000 - 1000);
    expect((await getUser(h, accessToken)).statusCode).toBe(200);
    h.clock.advance(2000);
    expect((await getUser(h, accessToken)).statusCode).toBe(401);
  });

  it('refuses a user suspended after logging in, at once (403)', async () => {
    const { email, password } = await registerVerified(h);
    const { accessToken } = await login(h, email, password);
    await h.db.update(t.users).set({ status: 'suspended' }).where(eq(t.users.email, email));
    const res = await getUser(h, accessToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_SUSPENDED');
  });
});
