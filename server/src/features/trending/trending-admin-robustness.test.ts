import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, signedInAdmin } from '../../test/admin-accounts.js';
import type { TestApp } from '../../test/test-app.js';

/** The content back office (CMS and trending writes) never answers 5xx to an admin, whatever is sent. */
let h: TestApp;
let token: string;
beforeAll(async () => {
  h = await createAdminTestApp();
  token = (await signedInAdmin(h)).accessToken;
});
afterAll(() => h.close());

const hostileBodies: Array<string | undefined> = [
  undefined,
  '',
  'null',
  '[]',
  '{',
  '{"content": null}',
  '{"content": [null, 1, "x"]}',
  '{"content": {"title": {"$ne": 1}, "subtitle": [], "image": 1e309}}',
  JSON.stringify({ content: [{ title: 'a', description: '<p>'.repeat(10_000), icon: 'Search' }] }),
  JSON.stringify({
    name: 'x',
    category: 'y',
    description: '<div>'.repeat(5_000) + 'deep',
    demand_score: Number.MAX_VALUE,
  }),
  JSON.stringify({ is_active: null, demand_score: -0, profit_potential: 2 ** 53, sort_order: '1' }),
  JSON.stringify({ __proto__: { role: 'admin' }, constructor: { prototype: { isActive: false } } }),
];
const segments = [
  '1',
  '0',
  '%00',
  "'; drop table trending_products; --",
  'x'.repeat(3000),
  '1e400',
  'hero',
  '%E0%A4%A',
];
const routes: Array<[string, string]> = [
  ['PUT', '/api/cms/hero'],
  ['PUT', '/api/cms/features'],
  ['GET', '/api/cms/{s}/versions'],
  ['POST', '/api/cms/{s}/versions/{s}/restore'],
  ['POST', '/api/admin/trending-products'],
  ['PUT', '/api/admin/trending-products/{s}'],
  ['PUT', '/api/admin/trending-products/{s}/toggle'],
  ['DELETE', '/api/admin/trending-products/{s}'],
];

describe('content admin routes under hostile input', () => {
  it('answer 2xx or a JSON 4xx, never a server error', async () => {
    const failures: string[] = [];
    for (const [method, path] of routes) {
      const urls = path.includes('{s}') ? segments.map((s) => path.replaceAll('{s}', s)) : [path];
      for (const url of urls) {
        for (const payload of method === 'GET' || method === 'DELETE' ? [undefined] : hostileBodies) {
          const res = await h.app.inject({
            method: method as 'GET',
            url,
            payload,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          });
          if (res.statusCode >= 500)
            failures.push(`${method} ${url.slice(0, 60)} → ${res.body.slice(0, 160)}`);
          else if (res.statusCode >= 400)
            expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
