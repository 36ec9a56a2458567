import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buyInSandbox, call, createOrder, newSeller, sandboxPay, userPlan } from '../../test/payments.js';

const start = '2026-01-31T06:30:00.000Z'; // 31 January, noon in India
let h: TestApp;
beforeAll(async () => {
  h = await createTestApp({ now: start });
});
afterAll(() => h.close());

const get = (token: string | undefined, url: string) => call(h, token, 'GET', url);

describe('GET /api/billing/plans', () => {
  it('lists the plans a seller can buy by sort order, Free Trial and the calculator left out', async () => {
    const seller = await newSeller(h);
    const res = await get(seller.accessToken, '/api/billing/plans');
    expect(res.statusCode).toBe(200);
    const plans = res.json() as Array<{
      name: string;
      price: number;
      limits: Record<string, unknown>;
      is_popular: boolean;
    }>;
    expect(plans.map((p) => p.name)).toEqual(['Starter', 'Professional', 'Enterprise']);
    expect(plans.map((p) => p.price)).toEqual([499, 1499, 4999]);
    expect(Object.keys(plans[0]!.limits)).toEqual(['1', '2', '3']);
    expect(plans.find((p) => p.is_popular)?.name).toBe('Professional');
    expect((await get(undefined, '/api/billing/plans')).statusCode).toBe(401);
  });
});

describe('activation', () => {
  it('a month from 31 January ends on the last day of February; paying again extends from that end', async () => {
    const seller = await newSeller(h);
    const first = (await buyInSandbox(h, seller.accessToken, 'Starter')).json();
    expect(first.data.expiresAt).toBe('2026-02-28T06:30:00.000Z');
    const again = (await buyInSandbox(h, seller.accessToken, 'Starter')).json();
    expect(again).toMatchObject({
      message: 'Your Starter plan has been renewed successfully.',
      data: { renewed: true, expiresAt: '2026-03-28T06:30:00.000Z' },
    });
    const plan = await userPlan(h, seller.accessToken);
    expect(plan.subscription?.next_billing_date).toBe('2026-03-28T06:30:00.000Z');
  });

  it('another plan starts now, with no proration, and its limits apply at once', async () => {
    const seller = await newSeller(h);
    h.clock.advance(60_000);
    await buyInSandbox(h, seller.accessToken, 'Starter');
    h.clock.advance(60_000);
    const switched = (await buyInSandbox(h, seller.accessToken, 'Enterprise')).json();
    h.clock.set(start);
    expect(switched).toMatchObject({
      message: 'Your Enterprise plan has been activated successfully.',
      data: { renewed: false, expiresAt: '2026-02-28T06:32:00.000Z' },
    });
    const plan = await userPlan(h, seller.accessToken);
    expect(plan.plan?.name).toBe('Enterprise');
    expect(plan.usage['1']).toMatchObject({ is_unlimited: true });
    const history = (await get(seller.accessToken, '/api/billing/history')).json();
    expect(history.completed_payments).toBe(2);
    expect(
      history.subscriptions.map((s: { plan_name: string; status: string }) => [s.plan_name, s.status]),
    ).toEqual([
      ['Enterprise', 'active'],
      ['Starter', 'cancelled'],
      ['Free Trial', 'cancelled'],
    ]);
  });

  it('an expired plan blocks the AI tools with 402 plan_expired; renewing starts a new month from now', async () => {
    h.clock.set('2026-03-05T06:30:00.000Z');
    try {
      const seller = await newSeller(h);
      await buyInSandbox(h, seller.accessToken, 'Starter');
      h.clock.set('2026-04-06T06:30:00.000Z'); // Starter ran until 5 April
      // Access tokens live 15 minutes: a new session at the later date.
      const fresh = await call(h, undefined, 'POST', '/api/auth/login', {
        email: seller.email,
        password: seller.password,
      });
      const token = fresh.json().accessToken as string;
      const blocked = await call(h, token, 'POST', '/api/ai/keyword-research', {
        keyword: 'cotton saree',
        platform: 'amazon',
      });
      expect(blocked.statusCode).toBe(402);
      expect(blocked.json()).toMatchObject({
        reason: 'plan_expired',
        message: 'Your plan has expired. Please renew your subscription to continue using this tool.',
        plan: { name: 'Starter' },
      });
      expect((await userPlan(h, token)).subscription).toMatchObject({
        is_expired: true,
        days_until_expiry: -1,
      });
      const renewed = (await buyInSandbox(h, token, 'Starter')).json();
      expect(renewed).toMatchObject({
        message: 'Your Starter plan has been renewed successfully.',
        data: { renewed: true, expiresAt: '2026-05-06T06:30:00.000Z' },
      });
      const works = await call(h, token, 'POST', '/api/ai/keyword-research', {
        keyword: 'cotton saree',
        platform: 'amazon',
      });
      expect(works.statusCode).toBe(200);
    } finally {
      h.clock.set(start);
    }
  });
});

describe('GET /api/payments/history', () => {
  it('pages newest first, 10 by default, with the total and every status', async () => {
    const seller = await newSeller(h);
    for (let i = 0; i < 11; i++) {
      h.clock.set(new Date(Date.parse(start) + i * 60_000));
      await buyInSandbox(h, seller.accessToken, 'Starter');
    }
    h.clock.set(new Date(Date.parse(start) + 11 * 60_000));
    // A renewal that fails. (A switch to Professional is refused here: eleven prepaid Starter months are worth
    // more than its price; the amount a failed switch asked is checked in upgrade-credit-once.test.ts.)
    const order = await createOrder(h, seller.accessToken, 'Starter');
    await sandboxPay(h, seller.accessToken, order.orderId, 'failure');
    h.clock.set(start);

    const first = (await get(seller.accessToken, '/api/payments/history')).json();
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({
      plan_name: 'Starter',
      status: 'failed',
      amount: order.amount / 100,
      currency: 'INR',
      invoice_number: null,
    });
    expect(first.data[1]).toMatchObject({
      plan_name: 'Starter',
      billing_period: 'month',
      status: 'completed',
      amount: 499,
      invoice_number: expect.stringMatching(/^VK\/2025-26\/\d{6}$/),
    });
    const second = (await get(seller.accessToken, '/api/payments/history?page=2')).json();
    expect(second.data).toHaveLength(2);
    expect(second.data[1].created_at).toBe(start);
    const other = await newSeller(h);
    expect((await get(other.accessToken, '/api/payments/history')).json()).toEqual({
      data: [],
      pagination: { page: 1, limit: 10, total: 0, totalPages: 0 },
    });
    expect((await get(seller.accessToken, '/api/payments/history?limit=0')).statusCode).toBe(400);
  });
});
