import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, nextIp, post, signedIn } from './test/accounts.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * Error answers pass through the error schemas their routes declare (openapi.test.ts) unchanged: every
 * detail arrives, byte for byte as the error handler wrote it.
 */
let h: TestApp;
beforeAll(async () => {
  h = await createTestApp({ now: '2026-11-21T06:30:00.000Z' });
});
afterAll(() => h.close());

const research = (token: string, headers: Record<string, string> = {}, keyword = 'cotton kurti') =>
  h.app.inject({
    method: 'POST',
    url: '/api/ai/keyword-research',
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload: { keyword, platform: 'myntra' },
  });

describe('error answers through the declared schemas', () => {
  it('400 keeps the field errors', async () => {
    const res = await post(h, '/api/auth/login', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(
      '{"code":"VALIDATION_FAILED","message":"email: Enter a valid email address","fields":{"email":["Enter a valid email address"],"password":["Invalid input: expected string, received undefined"]}}',
    );
  });

  it('413 and 415 for bodies, 401 without a token', async () => {
    const big = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.body).toBe(
      '{"code":"PAYLOAD_TOO_LARGE","message":"The request body is too large (the limit is 1 MB)"}',
    );
    const text = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.body).toBe('{"code":"BAD_REQUEST","message":"Send the request body as application/json"}');
    const anonymous = await h.app.inject('/api/tools');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toBe('{"code":"UNAUTHORIZED","message":"Please log in to continue"}');
  });

  it('429 keeps retryAfter and the Retry-After header', async () => {
    const ip = nextIp();
    const attempt = () =>
      post(h, '/api/auth/login', { email: 'nobody@example.in', password: 'wrong-1' }, { ip });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.body).toBe(
      '{"retryAfter":900,"code":"RATE_LIMITED","message":"Too many attempts. Please wait 15 minutes and try again."}',
    );
  });

  it('409 when an Idempotency-Key comes back with another request', async () => {
    const seller = await signedIn(h);
    const key = { 'idempotency-key': 'retry-0001' };
    expect((await research(seller.accessToken, key)).statusCode).toBe(200);
    const conflict = await research(seller.accessToken, key, 'silk saree');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.body).toBe(
      '{"code":"CONFLICT","message":"This Idempotency-Key was already used for a different request. Send a new key."}',
    );
  });

  it('a quota refusal keeps reason, plan, usage and limits (429, then 402 once the trial ends)', async () => {
    const seller = await signedIn(h);
    for (let i = 0; i < 3; i++) expect((await research(seller.accessToken)).statusCode).toBe(200);
    const used = await research(seller.accessToken);
    expect(used.statusCode).toBe(429);
    expect(used.body).toBe(
      '{"reason":"trial_limit_exceeded","plan":{"name":"Free Trial"},"usage":{"trial_count":3},"limits":{"trial_limit":3},"code":"RATE_LIMITED","message":"You have used all 3 Keyword Research calls of your free trial. Upgrade to continue."}',
    );

    h.clock.advance(15 * 86_400_000);
    const { accessToken } = await login(h, seller.email, seller.password);
    const expired = await research(accessToken);
    expect(expired.statusCode).toBe(402);
    expect(expired.body).toBe(
      '{"reason":"trial_expired","plan":{"name":"Free Trial"},"usage":{},"limits":{},"code":"PAYMENT_REQUIRED","message":"Your free trial has ended. Upgrade to continue."}',
    );
  });
});
