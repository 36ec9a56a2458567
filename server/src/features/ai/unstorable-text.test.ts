import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AiEngine } from '@common/contracts/ai';
import { builtinEngine } from '../../providers/ai/builtin/index.js';
import { signedIn } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let h: TestApp;
/** Swapped per test: the built-in engine, or one that answers badly. */
let engine: AiEngine = builtinEngine;
beforeAll(async () => {
  const delegate: AiEngine = {
    keywordResearch: (r) => engine.keywordResearch(r),
    productResearch: (r) => engine.productResearch(r),
    productOptimization: (r) => engine.productOptimization(r),
  };
  h = await createTestApp({ ai: delegate });
});
afterAll(() => h.close());
beforeEach(() => {
  engine = builtinEngine;
});

const as = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
/** Sends the body exactly as written, escapes and all (a lone surrogate cannot be typed any other way). */
const research = (token: string, rawBody: string) =>
  h.app.inject({ method: 'POST', url: '/api/ai/keyword-research', payload: rawBody, headers: as(token) });
const usedAndRows = async (token: string) => {
  const plan = (await h.app.inject({ url: '/api/user/plan', headers: as(token) })).json();
  const history = (await h.app.inject({ url: '/api/usage/history', headers: as(token) })).json();
  return {
    used: plan.usage['1'].used as number,
    rows: history.history as Array<{ response_status: number }>,
  };
};

describe('text the database cannot store', () => {
  it('a lone surrogate in the keyword is a 400 naming the field, before any quota is reserved', async () => {
    const seller = await signedIn(h);
    const res = await research(seller.accessToken, '{"keyword":"kurti \\ud83d","platform":"amazon"}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { keyword: [expect.any(String)] },
    });
    expect(res.json().message).toMatch(/^keyword: .*cannot be saved/);
    expect(await usedAndRows(seller.accessToken)).toEqual({ used: 0, rows: [] });
  });

  it('a NUL character in a sign-up name, a query or a nested body field is a 400 naming it', async () => {
    const register = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload:
        '{"firstName":"a\\u0000b","lastName":"Rao","email":"nul@example.in","password":"mango-lassi-42"}',
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().fields).toHaveProperty('firstName');

    const seller = await signedIn(h);
    const search = await h.app.inject({
      url: '/api/trending-products?search=a%00b',
      headers: as(seller.accessToken),
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().fields).toHaveProperty('search');

    const optimize = await h.app.inject({
      method: 'POST',
      url: '/api/ai/product-optimization',
      headers: as(seller.accessToken),
      payload: '{"productName":"ok","description":"fine \\udc00","platform":"amazon"}',
    });
    expect(optimize.statusCode).toBe(400);
    expect(optimize.json().fields).toHaveProperty('description');
  });

  it('an answer with NUL and broken emoji is stored and shown without them', async () => {
    const seller = await signedIn(h);
    engine = {
      ...builtinEngine,
      keywordResearch: async (r) => {
        const answer = await builtinEngine.keywordResearch(r);
        return { ...answer, suggestions: ['Use size charts\u0000 👗\ud83d', ...answer.suggestions] };
      },
    };
    const res = await research(seller.accessToken, '{"keyword":"cotton kurti","platform":"amazon"}');
    expect(res.statusCode).toBe(200);
    expect(res.json().suggestions[0]).toBe('Use size charts 👗');
    expect(await usedAndRows(seller.accessToken)).toMatchObject({
      used: 1,
      rows: [{ response_status: 200 }],
    });
  });
});

describe('a failure after the quota was reserved', () => {
  it('an unexpected engine error gives the call back and leaves a failed history row', async () => {
    const seller = await signedIn(h);
    engine = { ...builtinEngine, keywordResearch: () => Promise.reject(new TypeError('boom')) };
    const res = await research(seller.accessToken, '{"keyword":"cotton kurti","platform":"amazon"}');
    expect(res.statusCode).toBe(500);
    expect(await usedAndRows(seller.accessToken)).toMatchObject({
      used: 0,
      rows: [{ response_status: 500 }],
    });
  });

  it('an answer that cannot be recorded is not paid for, and the failure is recorded', async () => {
    const seller = await signedIn(h);
    await h.db
      .execute(sql`create or replace function vikreta_test_refuse_success() returns trigger language plpgsql as $$
      begin raise exception 'storage refused'; end $$`);
    await h.db.execute(
      sql`create trigger vikreta_test_refuse_success before insert on usage_events for each row when (new.response_status = 200) execute function vikreta_test_refuse_success()`,
    );
    try {
      const res = await research(seller.accessToken, '{"keyword":"cotton kurti","platform":"amazon"}');
      expect(res.statusCode).toBe(500);
    } finally {
      await h.db.execute(sql`drop trigger vikreta_test_refuse_success on usage_events`);
    }
    expect(await usedAndRows(seller.accessToken)).toMatchObject({
      used: 0,
      rows: [{ response_status: 500 }],
    });
  });
});
