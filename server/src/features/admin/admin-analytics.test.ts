import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import type { TestApp } from '../../test/test-app.js';
import { login, nextIp } from '../../test/accounts.js';
import {
  adminEmail,
  caller,
  createAdminTestApp,
  signedInAdmin,
  signedInSeller,
  type Caller,
} from '../../test/admin-accounts.js';

/**
 * A small platform with a known history, seen on 21 November 2026 at 12:00 in India: 6 accounts (2 joined in
 * October, 3 in the last week), payments and AI calls on both sides of the 30-day and calendar boundaries.
 */
const now = '2026-11-21T06:30:00.000Z';
let h: TestApp;
let admin: Caller;
let sellerWithCalls: Awaited<ReturnType<typeof signedInSeller>>;

beforeAll(async () => {
  h = await createAdminTestApp({ now });
  await h.db
    .update(t.users)
    .set({ createdAt: new Date('2025-01-01T00:00:00Z') })
    .where(eq(t.users.email, adminEmail));
  h.clock.set('2026-10-10T06:00:00.000Z');
  await signedInSeller(h);
  await signedInSeller(h);
  h.clock.set('2026-11-15T06:00:00.000Z');
  const [suspended, premium, trial] = [
    await signedInSeller(h),
    await signedInSeller(h),
    await signedInSeller(h),
  ];
  h.clock.set(now);
  admin = (await signedInAdmin(h)).api;
  await admin.put(`/api/admin/users/${suspended.id}/status`, { status: 'suspended' });
  const plans = (await admin.get('/api/admin/pricing/plans')).json() as Array<{ id: string; name: string }>;
  const professional = plans.find((p) => p.name === 'Professional')!.id;
  await admin.post(`/api/admin/users/${premium.id}/plan`, { planId: professional });

  const payment = async (
    amountMinor: number,
    at: string,
    status: 'completed' | 'failed',
    currency = 'INR',
  ) => {
    const [order] = await h.db
      .insert(t.paymentOrders)
      .values({
        userId: premium.id,
        planId: professional,
        providerOrderId: `order_${at}_${amountMinor}`,
        amountMinor,
        currency,
        receipt: at,
      })
      .returning();
    await h.db.insert(t.payments).values({
      orderId: order!.id,
      userId: premium.id,
      planId: professional,
      providerPaymentId: `pay_${at}_${amountMinor}`,
      amountMinor,
      currency,
      status,
      createdAt: new Date(at),
    });
  };
  await payment(49_900, '2026-11-20T10:00:00Z', 'completed');
  await payment(149_900, '2026-10-05T10:00:00Z', 'completed');
  await payment(99_900, '2026-11-19T10:00:00Z', 'failed');
  await payment(1_000, '2026-11-19T11:00:00Z', 'completed', 'USD');

  const event = (at: string, toolId = 2) => ({
    userId: trial.id,
    toolId,
    usageType: 'monthly_call',
    responseStatus: 200,
    createdAt: new Date(at),
  });
  await h.db.insert(t.usageEvents).values([
    ...Array.from({ length: 4 }, () => event('2026-10-01T08:00:00Z')),
    event('2026-11-01T08:00:00Z'),
    event('2026-11-20T19:00:00Z'), // 00:30 on 21 November in India: today
  ]);
  sellerWithCalls = trial;
});
afterAll(() => h.close());

describe('admin analytics', () => {
  it('GET /api/admin/analytics: users, premium users, running subscriptions and user growth', async () => {
    expect((await admin.get('/api/admin/analytics')).json()).toEqual({
      totalUsers: 6,
      activeUsers: 5,
      premiumUsers: 1,
      activeSubscriptions: 3,
      userGrowth: 50,
      newUsersLast30Days: 3,
      suspendedUsers: 1,
    });
  });

  it('GET /api/admin/revenue/analytics: completed rupee payments only', async () => {
    expect((await admin.get('/api/admin/revenue/analytics')).json()).toEqual({
      totalRevenue: 1998,
      currentMonthRevenue: 499,
      revenueGrowth: -66.7,
      premiumUsers: 1,
      currency: 'INR',
    });
  });

  it('GET /api/admin/usage/analytics: calls in all, this month, today (Indian calendar), and growth', async () => {
    expect((await admin.get('/api/admin/usage/analytics')).json()).toEqual({
      totalUsage: 6,
      monthlyUsage: 2,
      dailyUsage: 1,
      apiUsageGrowth: -50,
      byTool: [{ tool_id: 2, tool_name: 'Product Research', total: 6, monthly: 2, successful: 6 }],
    });
  });

  it('GET /api/admin/usage/trends: one point per day for 30 or 90 days, today last', async () => {
    const trends = (await admin.get('/api/admin/usage/trends')).json();
    expect(trends.days).toBe(30);
    expect(trends.userGrowth).toBe(50);
    expect(trends.series).toHaveLength(30);
    expect(trends.series[0].date).toBe('2026-10-23');
    expect(trends.series.at(-1)).toEqual({ date: '2026-11-21', signups: 0, aiCalls: 1, revenue: 0 });
    const day = (date: string) => trends.series.find((p: { date: string }) => p.date === date);
    expect(day('2026-11-15')).toMatchObject({ signups: 3 });
    expect(day('2026-11-20')).toMatchObject({ revenue: 499, aiCalls: 0 });
    expect(day('2026-11-01')).toMatchObject({ aiCalls: 1 });

    const quarter = (await admin.get('/api/admin/usage/trends?days=90')).json();
    expect(quarter.series).toHaveLength(90);
    expect(quarter.series.find((p: { date: string }) => p.date === '2026-10-10').signups).toBe(2);
    expect(quarter.series.find((p: { date: string }) => p.date === '2026-10-05').revenue).toBe(1499);
    expect((await admin.get('/api/admin/usage/trends?days=7')).statusCode).toBe(400);
  });

  it('counts the calls sellers make through the AI endpoints', async () => {
    const session = await login(h, sellerWithCalls.email, sellerWithCalls.password, nextIp());
    const seller = caller(h, session.accessToken);
    for (let i = 0; i < 2; i++) {
      await seller.post('/api/ai/keyword-research', { keyword: 'steel bottle', platform: 'flipkart' });
    }
    const usage = (await admin.get('/api/admin/usage/analytics')).json();
    expect(usage.totalUsage).toBe(8);
    expect(usage.byTool[0]).toMatchObject({ tool_id: 1, total: 2, successful: 2 });
  });
});
