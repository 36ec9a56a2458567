import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { getUser, login, post, register, signedIn, uniqueEmail, userRow } from '../../test/accounts.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

const forgot = (email: string) => post(h, '/api/auth/forgot-password', { email });
const reset = (token: string, password: string) => post(h, '/api/auth/reset-password', { token, password });
const refresh = (refreshToken: string) => post(h, '/api/auth/refresh', { refreshToken });
const resetToken = async (email: string) => (await h.mail.latestToken(email, '/reset-password'))!;
const loginStatus = async (email: string, password: string) =>
  (await post(h, '/api/auth/login', { email, password }, { ip: '10.1.1.1' })).statusCode;

describe('POST /api/auth/forgot-password', () => {
  it('answers byte for byte the same for an account and an unknown email; only the account gets a link', async () => {
    const account = await signedIn(h);
    const unknown = uniqueEmail();
    const a = await forgot(account.email);
    const b = await forgot(unknown);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    expect(a.json()).toEqual({
      message: 'If an account exists with this email, a password reset link has been sent.',
    });
    const mail = (await h.mail.latest(account.email))!;
    expect(mail.subject).toBe('Reset your Vikreta password');
    expect(mail.links[0]).toMatch(new RegExp(`^${h.env.APP_URL}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
    expect(await h.mail.all(unknown)).toHaveLength(0);
  });

  it('allows 3 a minute per email, known or not', async () => {
    for (const email of [(await signedIn(h)).email, uniqueEmail()]) {
      for (let i = 0; i < 3; i++) expect((await forgot(email)).statusCode).toBe(200);
      const limited = await forgot(email.toUpperCase());
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    }
  });

  it('allows 10 per IP in 10 minutes whatever the emails, then 429; another IP is unaffected', async () => {
    const ip = '10.62.0.1';
    const from = (sender: string) =>
      post(h, '/api/auth/forgot-password', { email: uniqueEmail() }, { ip: sender });
    for (let i = 0; i < 10; i++) expect((await from(ip)).statusCode).toBe(200);
    const limited = await from(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('600');
    expect((await from('10.62.0.2')).statusCode).toBe(200);
    h.clock.advance(10 * 60_000);
    expect((await from(ip)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password: the old one fails, the new one works, and the owner is told by mail', async () => {
    const account = await signedIn(h);
    await forgot(account.email);
    const res = await reset(await resetToken(account.email), 'Brand-New-Secret-7');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Password reset successfully! You can now log in with your new password.',
    });
    expect(await loginStatus(account.email, account.password)).toBe(401);
    expect(await loginStatus(account.email, 'Brand-New-Secret-7')).toBe(200);
    expect((await h.mail.latest(account.email))!.subject).toBe('Your Vikreta password was changed');
  });

  it('revokes every session: refresh tokens and access tokens of all devices', async () => {
    const phone = await signedIn(h);
    const laptop = await login(h, phone.email, phone.password);
    await forgot(phone.email);
    expect((await reset(await resetToken(phone.email), 'Brand-New-Secret-7')).statusCode).toBe(200);
    for (const session of [phone, laptop]) {
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      expect((await getUser(h, session.accessToken)).statusCode).toBe(401);
    }
  });

  it('works once; an older outstanding link dies with it', async () => {
    const account = await signedIn(h);
    await forgot(account.email);
    const older = await resetToken(account.email);
    await forgot(account.email);
    const newer = await resetToken(account.email);
    expect((await reset(newer, 'Brand-New-Secret-7')).statusCode).toBe(200);
    const again = await reset(newer, 'Another-Secret-8');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This password reset link is invalid or has expired. Please request a new one.',
    });
    expect((await reset(older, 'Another-Secret-8')).statusCode).toBe(400);
    expect(await loginStatus(account.email, 'Brand-New-Secret-7')).toBe(200);
  });

  it('expires after 1 hour', async () => {
    const account = await signedIn(h);
    await forgot(account.email);
    const token = await resetToken(account.email);
    h.clock.advance(3_600_000);
    expect((await reset(token, 'Brand-New-Secret-7')).statusCode).toBe(400);
    expect(await loginStatus(account.email, account.password)).toBe(200);
  });

  it('applies the password rules', async () => {
    const account = await signedIn(h);
    await forgot(account.email);
    const res = await reset(await resetToken(account.email), 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toEqual(['Password must be at least 8 characters long']);
  });

  it('verifies a pending account (the mailed link proves the address)', async () => {
    const { email } = await register(h);
    await forgot(email);
    expect((await reset(await resetToken(email), 'Brand-New-Secret-7')).statusCode).toBe(200);
    expect((await userRow(h, email)).status).toBe('active');
    expect(await loginStatus(email, 'Brand-New-Secret-7')).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (accessToken: string, currentPassword: string, newPassword: string) =>
    post(h, '/api/auth/change-password', { currentPassword, newPassword }, { token: accessToken });

  it('changes it, keeps this session and signs out the others', async () => {
    const here = await signedIn(h);
    const elsewhere = await login(h, here.email, here.password);
    const res = await change(here.accessToken, here.password, 'Brand-New-Secret-7');
    expect(res.statusCode).toBe(200);
    expect((await getUser(h, here.accessToken)).statusCode).toBe(200);
    expect((await refresh(here.refreshToken)).statusCode).toBe(200);
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await getUser(h, elsewhere.accessToken)).statusCode).toBe(401);
    expect(await loginStatus(here.email, 'Brand-New-Secret-7')).toBe(200);
    expect((await h.mail.latest(here.email))!.subject).toBe('Your Vikreta password was changed');
  });

  it('refuses a wrong current password (400 naming the field), a reused one, and no token (401)', async () => {
    const account = await signedIn(h);
    const wrong = await change(account.accessToken, 'Not-The-Password-1', 'Brand-New-Secret-7');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_PASSWORD',
      fields: { currentPassword: ['Current password is incorrect'] },
    });
    const same = await change(account.accessToken, account.password, account.password);
    expect(same.json().fields.newPassword).toEqual([
      'The new password must be different from the current one',
    ]);
    const anonymous = await post(h, '/api/auth/change-password', {
      currentPassword: account.password,
      newPassword: 'Brand-New-Secret-7',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('limits wrong current passwords to 10 in a row', async () => {
    const account = await signedIn(h);
    for (let i = 0; i < 10; i++)
      expect((await change(account.accessToken, 'Wrong-password-1', 'Brand-New-Secret-7')).statusCode).toBe(
        400,
      );
    expect((await change(account.accessToken, account.password, 'Brand-New-Secret-7')).statusCode).toBe(429);
  });
});
