import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { login, post, register, registerVerified, uniqueEmail, userRow } from '../../test/accounts.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

const verify = (token: string) => h.app.inject(`/api/auth/verify-email/${token}`);

describe('GET /api/auth/verify-email/:token', () => {
  it('verifies the account, and a second opening of the same link (a mail scanner first) still verifies', async () => {
    const { email, password } = await register(h);
    const token = (await h.mail.latestToken(email, '/verify-email'))!;
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Email verified successfully! You can now log in.' });
    const second = await verify(token);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const user = await userRow(h, email);
    expect(user.status).toBe('active');
    expect(user.emailVerifiedAt).toEqual(h.clock.now());
    expect((await login(h, email, password)).user.email).toBe(email);
  });

  it('gives a clear 400 for an unknown token', async () => {
    const res = await verify('no-such-token');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This verification link is invalid or has expired. Please request a new one.',
    });
  });

  it('gives the same 400 once the link has expired (24 hours), even if it was used', async () => {
    const { email } = await register(h);
    const token = (await h.mail.latestToken(email, '/verify-email'))!;
    expect((await verify(token)).statusCode).toBe(200);
    h.clock.advance(24 * 3_600_000 + 1000);
    expect((await verify(token)).json().code).toBe('INVALID_TOKEN');

    const late = await register(h);
    const lateToken = (await h.mail.latestToken(late.email, '/verify-email'))!;
    h.clock.advance(24 * 3_600_000 + 1000);
    expect((await verify(lateToken)).statusCode).toBe(400);
    expect((await userRow(h, late.email)).status).toBe('pending');
  });

  it('a second sign-up cannot take over a pending account: the owner resends, verifies and keeps their password', async () => {
    const email = uniqueEmail('victim');
    // The owner signs up; before they verify, an attacker signs up with the same address and their own password.
    await register(h, { email, password: 'Victim-Pass-88', firstName: 'Vera' });
    h.clock.advance(1000);
    const again = await register(h, { email, password: 'Attacker-Pass-77', firstName: 'Mallory' });
    expect(again.res.statusCode).toBe(201);
    expect((await h.mail.latest(email))!.text).toContain('Hello Vera,');
    h.clock.advance(1000);
    // The owner asks for the verification mail again and follows it.
    expect((await post(h, '/api/auth/resend-verification', { email })).statusCode).toBe(200);
    const mail = (await h.mail.latest(email))!;
    expect(mail.subject).toBe('Verify your email for Vikreta');
    expect(mail.text).toContain('Hello Vera,');
    expect(mail.text).not.toContain('Mallory');
    expect((await verify((await h.mail.latestToken(email, '/verify-email'))!)).statusCode).toBe(200);

    expect((await login(h, email, 'Victim-Pass-88')).user).toMatchObject({ firstName: 'Vera' });
    expect((await post(h, '/api/auth/login', { email, password: 'Attacker-Pass-77' })).statusCode).toBe(401);
    expect(await userRow(h, email)).toMatchObject({ status: 'active', firstName: 'Vera' });
  });

  it("when someone else signed up first with the owner's address, the owner is told and sets their own password", async () => {
    const email = uniqueEmail('owner');
    await register(h, { email, password: 'Attacker-Pass-77', firstName: 'Mallory' });
    h.clock.advance(1000);
    await register(h, { email, password: 'Owner-Pass-99', firstName: 'Vera' });
    const mail = (await h.mail.latest(email))!;
    expect(mail.text).toContain('made with the name Mallory');
    expect(mail.text).toContain('/forgot-password');
    // The owner does not use the link but resets the password, which also verifies the address.
    expect((await post(h, '/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const reset = (await h.mail.latestToken(email, '/reset-password'))!;
    const done = await post(h, '/api/auth/reset-password', { token: reset, password: 'Owner-Pass-99' });
    expect(done.statusCode).toBe(200);
    expect((await login(h, email, 'Owner-Pass-99')).user.email).toBe(email);
    expect((await post(h, '/api/auth/login', { email, password: 'Attacker-Pass-77' })).statusCode).toBe(401);
  });

  it('does not lift a suspension', async () => {
    const { email } = await register(h);
    const token = (await h.mail.latestToken(email, '/verify-email'))!;
    await h.db.update(t.users).set({ status: 'suspended' }).where(eq(t.users.email, email));
    expect((await verify(token)).statusCode).toBe(200);
    expect((await userRow(h, email)).status).toBe('suspended');
  });
});

describe('POST /api/auth/resend-verification', () => {
  const resend = (email: string) => post(h, '/api/auth/resend-verification', { email });

  it('mails a new link to a pending account; the old link keeps working until it expires', async () => {
    const { email } = await register(h);
    const oldToken = await h.mail.latestToken(email, '/verify-email');
    const res = await resend(` ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    const newToken = await h.mail.latestToken(email, '/verify-email');
    expect(newToken).not.toBe(oldToken);
    expect(await h.mail.all(email)).toHaveLength(2);
    expect((await verify(oldToken!)).statusCode).toBe(200);
  });

  it('answers the same for an unknown email and a verified account, and mails nothing', async () => {
    const verified = await registerVerified(h);
    const before = (await h.mail.all(verified.email)).length;
    const unknown = uniqueEmail();
    const a = await resend(verified.email);
    const b = await resend(unknown);
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    expect(await h.mail.all(verified.email)).toHaveLength(before);
    expect(await h.mail.all(unknown)).toHaveLength(0);
  });

  it('allows 10 per IP in 10 minutes whatever the emails, then 429; another IP is unaffected', async () => {
    const ip = '10.61.0.1';
    const from = (sender: string) =>
      post(h, '/api/auth/resend-verification', { email: uniqueEmail() }, { ip: sender });
    for (let i = 0; i < 10; i++) expect((await from(ip)).statusCode).toBe(200);
    expect((await from(ip)).statusCode).toBe(429);
    expect((await from('10.61.0.2')).statusCode).toBe(200);
    h.clock.advance(10 * 60_000);
    expect((await from(ip)).statusCode).toBe(200);
  });

  it('allows 3 a minute per email, then 429 with Retry-After; another email is unaffected', async () => {
    const { email } = await register(h);
    for (let i = 0; i < 3; i++) expect((await resend(email)).statusCode).toBe(200);
    const limited = await resend(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBe('60');
    expect((await resend(uniqueEmail())).statusCode).toBe(200);
    h.clock.advance(60_000);
    expect((await resend(email)).statusCode).toBe(200);
  });
});
