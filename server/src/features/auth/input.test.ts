import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

const raw = (url: string, payload: string, contentType = 'application/json') =>
  h.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('malformed input on the auth endpoints', () => {
  it('answers a body that is not JSON with a 400 JSON error', async () => {
    const res = await raw('/api/auth/login', '{"email": "a@b.in", "password": ');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON' });
  });

  it('answers a 2 MB body with a 413 JSON error', async () => {
    const res = await raw(
      '/api/auth/login',
      JSON.stringify({ email: 'a@b.in', password: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers wrong types with a 400 listing the fields', async () => {
    const res = await raw('/api/auth/login', JSON.stringify({ email: 42, password: ['x'] }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'password']);
  });

  it('answers a missing body with a 400', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/auth/register' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toMatch(/VALIDATION_FAILED|BAD_REQUEST/);
  });

  it('answers a form post with 415', async () => {
    expect(
      (await raw('/api/auth/login', 'email=a%40b.in&password=x', 'application/x-www-form-urlencoded'))
        .statusCode,
    ).toBe(415);
  });

  it('refuses an over-long password on login before hashing it', async () => {
    const res = await raw('/api/auth/login', JSON.stringify({ email: 'a@b.in', password: 'x'.repeat(129) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toEqual(['Password must be at most 128 characters long']);
  });

  it('describes every auth endpoint in the OpenAPI document', async () => {
    const paths = Object.keys((await h.app.inject('/api/docs/json')).json().paths);
    for (const p of [
      'register',
      'verify-email/{token}',
      'resend-verification',
      'login',
      'refresh',
      'logout',
      'user',
      'change-password',
      'forgot-password',
      'reset-password',
    ]) {
      expect(paths).toContain(`/api/auth/${p}`);
    }
  });
});
