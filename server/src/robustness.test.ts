import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './test/accounts.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/** No input makes the API answer 5xx: every documented route gets hostile bodies, params and queries. */
let h: TestApp;
let token: string;
beforeAll(async () => {
  h = await createTestApp();
  token = (await signedIn(h)).accessToken;
});
afterAll(() => h.close());

const hostileBodies: Array<string | undefined> = [
  undefined,
  '',
  'null',
  '[]',
  '"text"',
  '12345',
  '{',
  '{"keyword": {"$ne": null}, "email": ["a"], "password": 1e309}',
  JSON.stringify({ keyword: 'x'.repeat(100_000), email: 'a@b.in'.repeat(5000), page: -1, limit: 1e12 }),
  JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: { role: 'admin' } } }),
  JSON.stringify({
    token: '../../etc/passwd',
    refreshToken: '\u0000\u0001',
    platform: 'amazon',
    language: 'xx',
  }),
];
const hostileSegments = ['%00', '..%2F..%2Fetc', "'; drop table users; --", 'x'.repeat(5000), '%E0%A4%A'];
const hostileQueries = [
  '?page=abc&limit=-5',
  '?toolId=1e400&startDate=2026-02-30',
  '?page=1&page=2',
  '?startDate[]=x',
];

describe('hostile input', () => {
  it('never gets a 5xx from any route', async () => {
    const spec = (await h.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const failures: string[] = [];
    let sent = 0;
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const method of Object.keys(methods).map((m) => m.toUpperCase())) {
        const urls = path.includes('{')
          ? hostileSegments.map((seg) => path.replace(/\{[^}]+\}/g, seg))
          : [path, ...hostileQueries.map((q) => path + q)];
        for (const url of urls) {
          for (const auth of [undefined, `Bearer ${token}`, 'Bearer not.a.jwt']) {
            for (const payload of method === 'GET' ? [undefined] : hostileBodies) {
              const res = await h.app.inject({
                method: method as 'GET',
                url,
                payload,
                headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
              });
              sent++;
              if (res.statusCode >= 500)
                failures.push(`${method} ${url.slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
              else if (res.statusCode >= 400)
                expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 180_000);
});
