import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { strongPassword, uniqueEmail } from '../../test/accounts.js';
import {
  caller,
  createAdminTestApp,
  signedInAdmin,
  signedInSeller,
  type Caller,
} from '../../test/admin-accounts.js';

/**
 * The authorization matrix, generated from the OpenAPI document: every /api/admin/* operation, called with no
 * token, a seller's token and an admin's, answers 401, 403 and success. A new admin route without an entry
 * below fails the test, so none goes unchecked.
 */
let h: TestApp;
let admin: Caller;
let seller: Caller;
beforeAll(async () => {
  h = await createAdminTestApp();
  admin = (await signedInAdmin(h)).api;
  seller = (await signedInSeller(h)).api;
});
afterAll(() => h.close());

interface Call {
  params?: Record<string, string | number>;
  body?: unknown;
}

let n = 0;
const freshSellerId = async () => (await signedInSeller(h)).id;
const planBody = () => ({
  name: `Matrix plan ${++n}`,
  description: 'A plan made by the authorization matrix',
  price: 299,
  currency: 'INR',
  billing_period: 'month',
  is_active: false,
  is_popular: false,
  sort_order: 9,
  limits: { '1': { monthly_limit: 10, is_unlimited: false } },
});
const planId = async (name: string) => {
  const plans = (await admin.get('/api/admin/pricing/plans')).json() as Array<{ id: string; name: string }>;
  return plans.find((p) => p.name === name)!.id;
};
const productBody = () => ({
  name: `Matrix product ${++n}`,
  category: 'Home & Kitchen',
  description: '<p>Made by the authorization matrix</p>',
  demand_score: 50,
  competition_level: 'low',
  market_trend: 'stable',
  profit_potential: 100,
  sort_order: 0,
});
const newProductId = async () =>
  (await admin.post('/api/admin/trending-products', productBody())).json().id as number | string;
/** An active trial plan with calls: one that may become the sign-up plan. */
const newTrialPlanId = async () =>
  (
    await admin.post('/api/admin/pricing/plans', { ...planBody(), billing_period: 'trial', is_active: true })
  ).json().id as string;
const newPlanId = async () => (await admin.post('/api/admin/pricing/plans', planBody())).json().id as string;

/** For each operation: a target that exists and a valid body, so only the caller decides the answer. */
const operations: Record<string, () => Promise<Call>> = {
  'GET /api/admin/users': async () => ({}),
  'GET /api/admin/users/{id}': async () => ({ params: { id: await freshSellerId() } }),
  'POST /api/admin/users': async () => ({
    body: { first_name: 'Anil', last_name: 'Kumar', email: uniqueEmail('matrix'), password: strongPassword },
  }),
  'PUT /api/admin/users/{id}': async () => ({
    params: { id: await freshSellerId() },
    body: { first_name: 'Edited' },
  }),
  'DELETE /api/admin/users/{id}': async () => ({ params: { id: await freshSellerId() } }),
  'PUT /api/admin/users/{id}/role': async () => ({
    params: { id: await freshSellerId() },
    body: { role: 'user' },
  }),
  'PUT /api/admin/users/{id}/status': async () => ({
    params: { id: await freshSellerId() },
    body: { status: 'suspended' },
  }),
  'POST /api/admin/users/{id}/plan': async () => ({
    params: { id: await freshSellerId() },
    body: { planId: await planId('Starter') },
  }),
  'DELETE /api/admin/users/{id}/plan': async () => {
    const id = await freshSellerId();
    await admin.post(`/api/admin/users/${id}/plan`, { planId: await planId('Starter') });
    return { params: { id } };
  },
  'GET /api/admin/tools': async () => ({}),
  'POST /api/admin/tools': async () => ({
    body: { name: `Matrix tool ${++n}`, description: 'Made by the matrix' },
  }),
  'PUT /api/admin/tools/{id}': async () => ({ params: { id: 1 }, body: { isActive: true } }),
  'GET /api/admin/pricing/plans': async () => ({}),
  'POST /api/admin/pricing/plans': async () => ({ body: planBody() }),
  'PUT /api/admin/pricing/plans/{id}': async () => ({ params: { id: await newPlanId() }, body: planBody() }),
  'DELETE /api/admin/pricing/plans/{id}': async () => ({ params: { id: await newPlanId() } }),
  'PUT /api/admin/pricing/plans/{id}/signup': async () => ({
    params: { id: await newTrialPlanId() },
    body: {},
  }),
  'GET /api/admin/analytics': async () => ({}),
  'GET /api/admin/revenue/analytics': async () => ({}),
  'GET /api/admin/usage/analytics': async () => ({}),
  'GET /api/admin/usage/trends': async () => ({}),
  'GET /api/admin/audit': async () => ({}),
  'GET /api/admin/trending-products': async () => ({}),
  'POST /api/admin/trending-products': async () => ({ body: productBody() }),
  'PUT /api/admin/trending-products/{id}': async () => ({
    params: { id: await newProductId() },
    body: productBody(),
  }),
  'DELETE /api/admin/trending-products/{id}': async () => ({ params: { id: await newProductId() } }),
  'PUT /api/admin/trending-products/{id}/toggle': async () => ({
    params: { id: await newProductId() },
    body: { is_active: false },
  }),
};

async function documentedAdminOperations(): Promise<string[]> {
  const spec = (await h.app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
}

const send = (api: Caller, method: string, url: string, body: unknown) =>
  method === 'GET'
    ? api.get(url)
    : method === 'DELETE'
      ? api.del(url)
      : method === 'POST'
        ? api.post(url, body)
        : api.put(url, body);

describe('admin authorization matrix', () => {
  it('lists every documented admin operation, and only those', async () => {
    expect((await documentedAdminOperations()).sort()).toEqual(Object.keys(operations).sort());
  });

  it('no token → 401, seller → 403, admin → success, for every operation', async () => {
    const results: Record<string, string> = {};
    for (const operation of await documentedAdminOperations()) {
      const [method, path] = operation.split(' ') as [string, string];
      const { params = {}, body } = await operations[operation]!();
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
      const anonymous = await send(caller(h), method, url, body);
      const asSeller = await send(seller, method, url, body);
      const asAdmin = await send(admin, method, url, body);
      const adminAnswer = asAdmin.statusCode < 300 ? 'ok' : `${asAdmin.statusCode} ${asAdmin.body}`;
      results[operation] =
        `${anonymous.statusCode} ${anonymous.json().code} / ${asSeller.statusCode} ${asSeller.json().code} / ${adminAnswer}`;
    }
    const expected = Object.keys(operations).map((op) => [op, '401 UNAUTHORIZED / 403 FORBIDDEN / ok']);
    expect(results).toEqual(Object.fromEntries(expected));
  });

  it('an admin sending empty bodies and unknown ids gets a 4xx with a message, never a 5xx', async () => {
    const failures: string[] = [];
    for (const operation of await documentedAdminOperations()) {
      const [method, path] = operation.split(' ') as [string, string];
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '999999']) {
        const res = await send(admin, method, path.replace(/\{\w+\}/g, id), {});
        if (res.statusCode >= 500) failures.push(`${operation} (${id}) → ${res.statusCode} ${res.body}`);
        else if (res.statusCode >= 400)
          expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }
    }
    expect(failures).toEqual([]);
  });
});
