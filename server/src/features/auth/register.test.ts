import { statSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { post, register, strongPassword, uniqueEmail, userRow } from '../../test/accounts.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

describe('POST /api/auth/register', () => {
  it('creates a pending account on the Free Trial (end = now + 14 days) and mails a verification link', async () => {
    const { res, email } = await register(h, { email: `  New.Seller.${Date.now()}@Example.IN ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Account created successfully! Please check your email for verification.',
    });

    const user = await userRow(h, email);
    expect(user).toMatchObject({
      email,
      status: 'pending',
      role: 'user',
      firstName: 'Priya',
      emailVerifiedAt: null,
    });
    // argon2id, at the cost of the environment (tests: argon2's minimum; lib/passwords.test.ts checks the real one).
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    const subs = await h.db
      .select({ plan: t.plans.name, status: t.subscriptions.status, end: t.subscriptions.endDate })
      .from(t.subscriptions)
      .innerJoin(t.plans, eq(t.plans.id, t.subscriptions.planId))
      .where(eq(t.subscriptions.userId, user.id));
    expect(subs).toEqual([
      { plan: 'Free Trial', status: 'active', end: new Date('2026-12-05T06:30:00.000Z') },
    ]);

    const mail = (await h.mail.latest(email))!;
    expect(mail.subject).toBe('Verify your email for Vikreta');
    expect(mail.text).toContain('Hello Priya,');
    expect(mail.links[0]).toMatch(new RegExp(`^${h.env.APP_URL}/verify-email\\?token=[A-Za-z0-9_-]{43}$`));
    expect(mail.html).toContain(`href="${mail.links[0]}"`);
    expect(statSync(mail.file).mode & 0o777).toBe(0o600);
    expect(mail.file.startsWith(`${h.env.DATA_DIR}/outbox/`)).toBe(true);
  });

  it('answers an existing email byte for byte like a new one, mails its owner, and changes nothing', async () => {
    const first = await register(h);
    const before = await userRow(h, first.email);
    const again = await register(h, {
      email: first.email.toUpperCase(),
      password: 'Another-Password-9',
      firstName: 'Mallory',
    });
    const fresh = await register(h);
    expect(again.res.statusCode).toBe(fresh.res.statusCode);
    expect(again.res.body).toBe(fresh.res.body);
    expect(again.res.headers['content-type']).toBe(fresh.res.headers['content-type']);

    expect(await userRow(h, first.email)).toEqual(before);
    const mails = await h.mail.all(first.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Verify your email for Vikreta',
      'You already have a Vikreta account',
    ]);
    // Still pending: the reminder carries a fresh verification link.
    expect(mails[1]!.links.some((l) => l.includes('/verify-email?token='))).toBe(true);
  });

  it('greets an active account by its own name, never one typed by whoever signs up again', async () => {
    const first = await register(h, { firstName: 'Priya' });
    await h.app.inject(`/api/auth/verify-email/${await h.mail.latestToken(first.email, '/verify-email')}`);
    await register(h, { email: first.email, firstName: 'Click-evil.example-now' });
    const mail = (await h.mail.latest(first.email))!;
    expect(mail.subject).toBe('You already have a Vikreta account');
    expect(mail.text).toContain('Hello Priya,');
    expect(mail.text + mail.html).not.toContain('evil');
    expect(mail.links.some((l) => l.includes('/verify-email'))).toBe(false);
  });

  it('escapes the first name in the HTML mail', async () => {
    const { email } = await register(h, { firstName: '<img src=x onerror=alert(1)>' });
    const mail = (await h.mail.latest(email))!;
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it.each([
    [{ password: 'short1' }, 'password', 'Password must be at least 8 characters long'],
    [{ password: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters long'],
    [
      { password: 'Password123' },
      'password',
      'This password is too common. Please choose a less predictable one.',
    ],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    [{ firstName: '   ' }, 'firstName', 'Required'],
  ])('refuses %j with a 400 naming the field', async (override, field, message) => {
    const body = {
      firstName: 'Priya',
      lastName: 'Sharma',
      email: uniqueEmail(),
      password: strongPassword,
      ...override,
    };
    const res = await post(h, '/api/auth/register', body, { ip: '10.200.0.1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: [message] } });
  });

  it('ignores fields it does not know (no mass assignment)', async () => {
    const email = uniqueEmail();
    const body = {
      firstName: 'Eve',
      lastName: 'X',
      email,
      password: strongPassword,
      role: 'admin',
      status: 'active',
    };
    expect((await post(h, '/api/auth/register', body, { ip: '10.200.0.2' })).statusCode).toBe(201);
    expect(await userRow(h, email)).toMatchObject({ role: 'user', status: 'pending' });
  });

  it('allows a burst of 10 sign-ups per IP in 10 minutes, then 429 with Retry-After; other IPs are unaffected', async () => {
    const ip = '10.250.0.1';
    const attempt = (from = ip) =>
      post(
        h,
        '/api/auth/register',
        { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: strongPassword },
        { ip: from },
      );
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(201);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('10.250.0.2')).statusCode).toBe(201);
    h.clock.advance(10 * 60_000);
    expect((await attempt()).statusCode).toBe(201);
  });
});
