import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { keywordTool, paidSeller, trialSeller } from '../../test/plan-sellers.js';
import type { QuotaService } from './quota.service.js';

let h: TestApp;
let quota: QuotaService;
beforeAll(async () => {
  h = await createTestApp();
  quota = h.services.quota;
});
afterAll(() => h.close());

const planOf = async (token: string) =>
  (await h.app.inject({ url: '/api/user/plan', headers: { authorization: `Bearer ${token}` } })).json();

const call = (userId: string, work: () => Promise<unknown>, idempotencyKey?: string) =>
  quota.meter({
    userId,
    toolId: keywordTool,
    request: { keyword: 'cotton kurti' },
    idempotencyKey,
    work,
  });

describe('metering', () => {
  it('a success counts once and is recorded with its request and response', async () => {
    const seller = await trialSeller(h);
    await expect(
      call(seller.id, async () => ({ keyword: 'cotton kurti', source: 'builtin' })),
    ).resolves.toEqual({
      keyword: 'cotton kurti',
      source: 'builtin',
    });
    expect((await planOf(seller.accessToken)).usage['1']).toMatchObject({ used: 1, limit: 3 });
    const history = (
      await h.app.inject({
        url: '/api/usage/history',
        headers: { authorization: `Bearer ${seller.accessToken}` },
      })
    ).json();
    expect(history.history[0]).toMatchObject({
      tool_id: 1,
      tool_name: 'Keyword Research',
      usage_type: 'trial_call',
      usage_count: 1,
      request_data: { keyword: 'cotton kurti' },
      response_data: { keyword: 'cotton kurti', source: 'builtin' },
      response_status: 200,
    });
  });

  it('a failed call is given back and recorded as a failure', async () => {
    const seller = await trialSeller(h);
    const failure = new AppError(502, 'AI_PROVIDER_FAILED', 'The AI service did not answer');
    await expect(call(seller.id, () => Promise.reject(failure))).rejects.toBe(failure);
    expect((await planOf(seller.accessToken)).usage['1'].used).toBe(0);
    const history = (
      await h.app.inject({
        url: '/api/usage/history',
        headers: { authorization: `Bearer ${seller.accessToken}` },
      })
    ).json();
    expect(history.history[0]).toMatchObject({
      usage_type: 'not_counted',
      usage_count: 0,
      response_status: 502,
      response_data: { message: 'The AI service did not answer' },
    });
  });

  it("the history's Usage Type and Usage Count say which trial or month call it was", async () => {
    const seller = await trialSeller(h);
    await call(seller.id, async () => ({ keyword: 'cotton kurti' }));
    await call(seller.id, () => Promise.reject(new AppError(502, 'AI_PROVIDER_FAILED', 'No answer'))).catch(
      () => {},
    );
    await call(seller.id, async () => ({ keyword: 'cotton kurti' }));
    await call(seller.id, async () => ({ keyword: 'cotton kurti' }));
    await call(seller.id, async () => ({ keyword: 'cotton kurti' })).catch(() => {}); // the 4th of 3: refused
    const rows = (
      await h.app.inject({
        url: '/api/usage/history',
        headers: { authorization: `Bearer ${seller.accessToken}` },
      })
    ).json().history as Array<{ usage_type: string; usage_count: number; response_status: number }>;
    expect(rows.map((r) => [r.usage_type, r.usage_count, r.response_status]).reverse()).toEqual([
      ['trial_call', 1, 200],
      ['not_counted', 0, 502],
      ['trial_call', 2, 200],
      ['trial_call', 3, 200],
      ['not_counted', 0, 429],
    ]);

    const paid = await paidSeller(h, { monthly: 10, daily: 5, endDate: new Date('2026-12-31T00:00:00Z') });
    await call(paid.id, async () => ({ keyword: 'cotton kurti' }));
    await call(paid.id, async () => ({ keyword: 'cotton kurti' }));
    const paidRows = (
      await h.app.inject({
        url: '/api/usage/history',
        headers: { authorization: `Bearer ${paid.accessToken}` },
      })
    ).json().history as Array<{ usage_type: string; usage_count: number }>;
    expect(paidRows.map((r) => `${r.usage_type} ${r.usage_count}`)).toEqual([
      'monthly_call 2',
      'monthly_call 1',
    ]);
  });

  it('a retried request with the same Idempotency-Key counts once and gets the first answer', async () => {
    const seller = await trialSeller(h);
    let runs = 0;
    const work = async () => ({ run: ++runs });
    const first = await call(seller.id, work, 'retry-key-1');
    const again = await call(seller.id, work, 'retry-key-1');
    const parallel = await Promise.all([
      call(seller.id, work, 'retry-key-2'),
      call(seller.id, work, 'retry-key-2'),
    ]);
    expect(again).toEqual(first);
    expect(parallel[0]).toEqual(parallel[1]);
    expect((await planOf(seller.accessToken)).usage['1'].used).toBe(2);
  });

  it('a refused call is recorded with its refusal, and a refused day call leaves the month untouched', async () => {
    const seller = await paidSeller(h, { monthly: 50, daily: 1, endDate: new Date('2026-12-31T00:00:00Z') });
    await call(seller.id, async () => ({ ok: true }));
    await expect(call(seller.id, async () => ({ ok: true }))).rejects.toMatchObject({ statusCode: 429 });
    const plan = await planOf(seller.accessToken);
    expect(plan.usage['1']).toMatchObject({ used: 1, limit: 50, daily_used: 1, daily_limit: 1 });
    const history = (
      await h.app.inject({
        url: '/api/usage/history',
        headers: { authorization: `Bearer ${seller.accessToken}` },
      })
    ).json();
    expect(history.history[0]).toMatchObject({
      response_status: 429,
      response_data: { reason: 'daily_limit_exceeded' },
    });
    expect(history.statistics[0]).toMatchObject({
      total_calls: 2,
      successful_calls: 1,
      // The daily limit refused it: a refusal of its own, not a failure of the tool.
      refused_calls: 1,
      failed_calls: 0,
      plan_name: seller.plan.name,
    });
  });
});

describe('Idempotency-Key reuse', () => {
  it('the same key on another tool or with another request is a 409, and nothing is spent', async () => {
    const seller = await trialSeller(h);
    await call(seller.id, async () => ({ keyword: 'cotton kurti' }), 'key-reused-0001');
    const otherTool = quota.meter({
      userId: seller.id,
      toolId: 2,
      request: { productName: 'cotton kurti' },
      idempotencyKey: 'key-reused-0001',
      work: async () => ({ recommendations: [] }),
    });
    await expect(otherTool).rejects.toMatchObject({ statusCode: 409 });
    const otherRequest = quota.meter({
      userId: seller.id,
      toolId: keywordTool,
      request: { keyword: 'silk saree' },
      idempotencyKey: 'key-reused-0001',
      work: async () => ({ keyword: 'silk saree' }),
    });
    await expect(otherRequest).rejects.toMatchObject({ statusCode: 409 });
    const usage = (await planOf(seller.accessToken)).usage;
    expect([usage['1'].used, usage['2'].used]).toEqual([1, 0]);
  });
});
