import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { paidSeller, trialSeller } from '../../test/plan-sellers.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp({ now: '2026-11-21T06:30:00.000Z' });
});
afterAll(() => h.close());

const get = (url: string, token?: string) =>
  h.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function seedEvents(
  userId: string,
  rows: Array<{ toolId: number; status: number; at: string; keyword: string }>,
) {
  await h.db.insert(t.usageEvents).values(
    rows.map((r) => ({
      userId,
      toolId: r.toolId,
      usageType: 'trial_call',
      requestData: { keyword: r.keyword },
      responseStatus: r.status,
      planName: 'Free Trial',
      billingPeriod: 'trial',
      createdAt: new Date(r.at),
    })),
  );
}

describe('GET /api/usage/history', () => {
  it('needs a signed-in user', async () => {
    expect((await get('/api/usage/history')).statusCode).toBe(401);
  });

  it('shows a seller only their own events, newest first, with pagination and statistics', async () => {
    const asha = await trialSeller(h);
    const ravi = await trialSeller(h);
    await seedEvents(asha.id, [
      { toolId: 1, status: 200, at: '2026-11-01T05:00:00Z', keyword: 'saree' },
      { toolId: 1, status: 502, at: '2026-11-02T05:00:00Z', keyword: 'kurti' },
      { toolId: 2, status: 200, at: '2026-11-03T05:00:00Z', keyword: 'earbuds' },
    ]);
    await seedEvents(ravi.id, [
      { toolId: 1, status: 200, at: '2026-11-04T05:00:00Z', keyword: 'ravi-secret' },
    ]);

    const page1 = (await get('/api/usage/history?page=1&limit=2', asha.accessToken)).json();
    expect(page1.history.map((e: { request_data: { keyword: string } }) => e.request_data.keyword)).toEqual([
      'earbuds',
      'kurti',
    ]);
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(page1.statistics).toEqual([
      {
        tool_id: 1,
        tool_name: 'Keyword Research',
        plan_name: 'Free Trial',
        billing_period: 'trial',
        total_calls: 2,
        successful_calls: 1,
        refused_calls: 0,
        failed_calls: 1,
        first_used: '2026-11-01T05:00:00.000Z',
        last_used: '2026-11-02T05:00:00.000Z',
      },
      expect.objectContaining({
        tool_id: 2,
        tool_name: 'Product Research',
        total_calls: 1,
        successful_calls: 1,
        failed_calls: 0,
      }),
    ]);
    const ravis = (await get('/api/usage/history', ravi.accessToken)).json();
    expect(ravis.history).toHaveLength(1);
    expect(JSON.stringify(ravis)).not.toContain('saree');
  });

  it('counts calls the plan refused apart from failures', async () => {
    const mira = await trialSeller(h);
    const ask = (keyword: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/ai/keyword-research',
        headers: { authorization: `Bearer ${mira.accessToken}` },
        payload: { keyword, platform: 'amazon', language: 'en' },
      });
    for (const keyword of ['saree', 'kurti', 'dupatta']) expect((await ask(keyword)).statusCode).toBe(200);
    expect((await ask('lehenga')).statusCode).toBe(429);
    await seedEvents(mira.id, [{ toolId: 1, status: 502, at: '2026-11-20T05:00:00Z', keyword: 'broken' }]);

    const { statistics } = (await get('/api/usage/history', mira.accessToken)).json();
    expect(statistics).toEqual([
      expect.objectContaining({
        tool_id: 1,
        total_calls: 5,
        successful_calls: 3,
        refused_calls: 1,
        failed_calls: 1,
      }),
    ]);
  });

  it('filters by tool and by Indian calendar dates, both ends included', async () => {
    const seller = await trialSeller(h);
    await seedEvents(seller.id, [
      { toolId: 1, status: 200, at: '2026-11-09T18:29:00Z', keyword: 'day-9-late' }, // 9 Nov 23:59 IST
      { toolId: 1, status: 200, at: '2026-11-09T18:31:00Z', keyword: 'day-10-early' }, // 10 Nov 00:01 IST
      { toolId: 2, status: 200, at: '2026-11-10T12:00:00Z', keyword: 'day-10-research' },
      { toolId: 1, status: 200, at: '2026-11-11T12:00:00Z', keyword: 'day-11' },
    ]);
    const keywords = async (query: string) =>
      (await get(`/api/usage/history?${query}`, seller.accessToken))
        .json()
        .history.map((e: { request_data: { keyword: string } }) => e.request_data.keyword);
    expect(await keywords('startDate=2026-11-10&endDate=2026-11-10')).toEqual([
      'day-10-research',
      'day-10-early',
    ]);
    expect(await keywords('startDate=2026-11-10&endDate=2026-11-10&toolId=1')).toEqual(['day-10-early']);
    expect(await keywords('endDate=2026-11-09')).toEqual(['day-9-late']);
  });

  it('limit=5 serves the dashboard; bad filters are a 400 with the field named', async () => {
    const seller = await trialSeller(h);
    expect((await get('/api/usage/history?limit=5', seller.accessToken)).json().pagination.limit).toBe(5);
    const bad = await get('/api/usage/history?startDate=21-11-2026&limit=500', seller.accessToken);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['limit', 'startDate']);
    for (const query of ['startDate=2026-13-01', 'endDate=2026-02-30', 'toolId=3000000000']) {
      const res = await get(`/api/usage/history?${query}`, seller.accessToken);
      expect(res.statusCode, query).toBe(400);
    }
    const reversed = await get(
      '/api/usage/history?startDate=2026-11-10&endDate=2026-11-01',
      seller.accessToken,
    );
    expect(reversed.json().fields.endDate).toEqual(['The end date must be on or after the start date']);
  });
});

describe('GET /api/user/plan and /api/tools', () => {
  it('a new seller is on the Free Trial with 14 days left and 0 of 3 used per AI tool', async () => {
    const seller = await trialSeller(h);
    const plan = (await get('/api/user/plan', seller.accessToken)).json();
    expect(plan.plan).toMatchObject({
      name: 'Free Trial',
      billing_period: 'trial',
      trial_end_date: '2026-12-05T06:30:00.000Z',
    });
    expect(plan.usage).toEqual({
      '1': { used: 0, limit: 3, is_unlimited: false, daily_used: null, daily_limit: null },
      '2': { used: 0, limit: 3, is_unlimited: false, daily_used: null, daily_limit: null },
      '3': { used: 0, limit: 3, is_unlimited: false, daily_used: null, daily_limit: null },
    });
    expect(plan.subscription).toMatchObject({
      status: 'active',
      is_expired: false,
      next_billing_date: null,
      days_until_expiry: 14,
    });
  });

  it('a lapsed paid plan reads as expired with the days since', async () => {
    const seller = await paidSeller(h, { monthly: 10, daily: 5, endDate: new Date('2026-11-18T06:30:00Z') });
    const plan = (await get('/api/user/plan', seller.accessToken)).json();
    expect(plan.subscription).toMatchObject({
      status: 'expired',
      is_expired: true,
      days_until_expiry: -3,
      next_billing_date: '2026-11-18T06:30:00.000Z',
    });
    expect(plan.usage['1']).toMatchObject({ used: 0, limit: 10, daily_limit: 5 });
  });

  it('GET /api/tools lists the four active tools with fixed ids and routes', async () => {
    const seller = await trialSeller(h);
    const tools = (await get('/api/tools', seller.accessToken)).json();
    expect(tools.map((x: { id: number; route: string }) => [x.id, x.route])).toEqual([
      [1, '/keyword-research'],
      [2, '/product-research'],
      [3, '/product-optimization'],
      [4, '/calculators/profit-margin'],
    ]);
    expect((await get('/api/tools')).statusCode).toBe(401);
  });
});

describe('GET /api/usage/history/{id}', () => {
  it("gives a seller one of their own calls with its request and answer; another seller's is a 404", async () => {
    const meena = await trialSeller(h);
    const arjun = await trialSeller(h);
    await seedEvents(meena.id, [
      { toolId: 3, status: 200, at: '2026-11-05T05:00:00Z', keyword: 'brass diya' },
    ]);
    const [listed] = (await get('/api/usage/history?limit=1', meena.accessToken)).json().history;

    const own = await get(`/api/usage/history/${listed.id}`, meena.accessToken);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(listed);
    expect(own.json()).toMatchObject({ tool_id: 3, request_data: { keyword: 'brass diya' } });

    const other = await get(`/api/usage/history/${listed.id}`, arjun.accessToken);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('History item not found');
    expect((await get(`/api/usage/history/${listed.id}`)).statusCode).toBe(401);
    expect((await get('/api/usage/history/abc', meena.accessToken)).statusCode).toBe(400);
    expect((await get('/api/usage/history/99999999999999999999', meena.accessToken)).statusCode).toBe(400);
  });
});

describe('GET /api/usage/history/daily', () => {
  it('counts calls and successes per India day of the period, every day listed, only the seller’s own', async () => {
    const seller = await trialSeller(h);
    const other = await trialSeller(h);
    await seedEvents(seller.id, [
      // 23:30 IST on 1 Nov is 18:00 UTC: still 1 Nov in India.
      { toolId: 1, status: 200, at: '2026-11-01T18:00:00Z', keyword: 'a' },
      // 00:30 IST on 2 Nov is 19:00 UTC on 1 Nov.
      { toolId: 1, status: 502, at: '2026-11-01T19:00:00Z', keyword: 'b' },
      { toolId: 2, status: 200, at: '2026-11-04T05:00:00Z', keyword: 'c' },
    ]);
    await seedEvents(other.id, [{ toolId: 1, status: 200, at: '2026-11-02T05:00:00Z', keyword: 'x' }]);
    const res = await get(
      '/api/usage/history/daily?startDate=2026-11-01&endDate=2026-11-05',
      seller.accessToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toEqual([
      { day: '2026-11-01', calls: 1, successful: 1 },
      { day: '2026-11-02', calls: 1, successful: 0 },
      { day: '2026-11-03', calls: 0, successful: 0 },
      { day: '2026-11-04', calls: 1, successful: 1 },
      { day: '2026-11-05', calls: 0, successful: 0 },
    ]);
    const keywordOnly = await get(
      '/api/usage/history/daily?startDate=2026-11-01&endDate=2026-11-05&toolId=1',
      seller.accessToken,
    );
    expect(keywordOnly.json().days.map((d: { calls: number }) => d.calls)).toEqual([1, 1, 0, 0, 0]);
    // Without dates: the last 30 days up to today (the test clock's 21 Nov).
    const recent = (await get('/api/usage/history/daily', seller.accessToken)).json().days;
    expect(recent).toHaveLength(30);
    expect(recent.at(-1).day).toBe('2026-11-21');
    expect(
      (await get('/api/usage/history/daily?startDate=2026-11-05&endDate=2026-11-01', seller.accessToken))
        .statusCode,
    ).toBe(400);
  });
});
