import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, signedInSeller, type Caller } from './test/admin-accounts.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * A second seller never sees or changes another's data anywhere in the API: every documented route, called
 * with seller B's token and seller A's identifiers wherever a path takes one, answers without a trace of A.
 */
let h: TestApp;
let a: Awaited<ReturnType<typeof signedInSeller>>;
let b: Caller;
const privateKeyword = 'zq private kurti of seller a';

beforeAll(async () => {
  h = await createTestApp();
  a = await signedInSeller(h);
  b = (await signedInSeller(h)).api;
  const call = await a.api.post('/api/ai/keyword-research', { keyword: privateKeyword, platform: 'amazon' });
  if (call.statusCode !== 200) throw new Error(call.body);
});
afterAll(() => h.close());

const traces = () => [a.id, a.email, privateKeyword];

async function documentedOperations() {
  const spec = (await h.app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(spec.paths)
    .filter(([path]) => !path.startsWith('/api/docs'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
}

describe('seller isolation', () => {
  it("seller B's reads never carry seller A's id, email or history", async () => {
    expect((await a.api.get('/api/usage/history')).body).toContain(privateKeyword);
    const leaks: string[] = [];
    for (const { method, path } of await documentedOperations()) {
      if (method !== 'GET') continue;
      const url = path.replace(/\{\w+\}/g, a.id);
      const res = await b.get(url);
      const found = traces().filter((trace) => res.body.includes(trace));
      if (found.length > 0) leaks.push(`GET ${url} → ${res.statusCode} shows ${found.join(', ')}`);
    }
    expect(leaks).toEqual([]);
  });

  it("seller B's writes aimed at seller A are refused and change nothing", async () => {
    const before = (await a.api.get('/api/auth/user')).json();
    const accepted: string[] = [];
    for (const { method, path } of await documentedOperations()) {
      if (method === 'GET' || !path.includes('{')) continue;
      const url = path.replace(/\{\w+\}/g, a.id);
      const body = { first_name: 'Taken', status: 'suspended', role: 'admin', planId: a.id };
      const res =
        method === 'DELETE'
          ? await b.del(url)
          : method === 'PUT'
            ? await b.put(url, body)
            : await b.post(url, body);
      if (res.statusCode < 400) accepted.push(`${method} ${url} → ${res.statusCode}`);
    }
    expect(accepted).toEqual([]);
    expect((await a.api.get('/api/auth/user')).json()).toEqual(before);
    expect((await a.api.get('/api/usage/history')).json().pagination.total).toBe(1);
    expect((await caller(h).get('/api/usage/history')).statusCode).toBe(401);
  });
});
