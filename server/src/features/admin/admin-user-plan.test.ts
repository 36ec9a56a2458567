import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { login, nextIp } from '../../test/accounts.js';
import {
  caller,
  createAdminTestApp,
  signedInAdmin,
  signedInSeller,
  type Caller,
} from '../../test/admin-accounts.js';

let h: TestApp;
let admin: Caller;
const dayMs = 86_400_000;
beforeAll(async () => {
  h = await createAdminTestApp({ now: '2026-11-21T06:30:00.000Z' });
  admin = (await signedInAdmin(h)).api;
});
afterAll(() => h.close());

const planId = async (name: string) =>
  ((await admin.get('/api/admin/pricing/plans')).json() as Array<{ id: string; name: string }>).find(
    (p) => p.name === name,
  )!.id;
type Seller = Awaited<ReturnType<typeof signedInSeller>>;
const userPlan = async (seller: Seller) => (await seller.api.get('/api/user/plan')).json();
const research = (seller: Seller) =>
  seller.api.post('/api/ai/keyword-research', { keyword: 'cotton kurti', platform: 'amazon' });

describe('assigning a plan', () => {
  it("moves the seller onto it at once: the seller's limits are the new plan's on the next call", async () => {
    const seller = await signedInSeller(h);
    await research(seller);
    const res = await admin.post(`/api/admin/users/${seller.id}/plan`, {
      planId: await planId('Professional'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      plan_name: 'Professional',
      plan_start_date: '2026-11-21T06:30:00.000Z',
      plan_end_date: '2026-12-21T06:30:00.000Z',
      plan_days_left: 30,
      subscription_plan: 'premium',
    });
    const plan = await userPlan(seller);
    expect(plan.plan).toMatchObject({ name: 'Professional', daily_limit: 50 });
    expect(plan.usage['1']).toMatchObject({ used: 0, limit: 500 });
    expect((await research(seller)).statusCode).toBe(200);
    expect((await userPlan(seller)).usage['1'].used).toBe(1);
  });

  it('takes a start and end date (a day as the end is the last day the plan runs)', async () => {
    const seller = await signedInSeller(h);
    const res = await admin.post(`/api/admin/users/${seller.id}/plan`, {
      planId: await planId('Starter'),
      startDate: '2026-11-01',
      endDate: '2027-01-31',
    });
    expect(res.json()).toMatchObject({
      plan_name: 'Starter',
      plan_start_date: '2026-10-31T18:30:00.000Z',
      plan_end_date: '2027-01-31T18:30:00.000Z',
    });
  });

  it('a one-time plan has no end: No Expiry, active', async () => {
    const created = await admin.post('/api/admin/pricing/plans', {
      name: 'Lifetime',
      description: 'Pay once',
      price: 9999,
      currency: 'INR',
      billing_period: 'forever',
      sort_order: 8,
      limits: { '1': { monthly_limit: 0, is_unlimited: true } },
    });
    const seller = await signedInSeller(h);
    const res = await admin.post(`/api/admin/users/${seller.id}/plan`, { planId: created.json().id });
    expect(res.json()).toMatchObject({ plan_end_date: null, plan_days_left: null, plan_state: 'active' });
  });

  it('refuses an unknown plan, an end before the start, and dates that do not exist', async () => {
    const seller = await signedInSeller(h);
    const url = `/api/admin/users/${seller.id}/plan`;
    const unknown = await admin.post(url, { planId: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Plan not found']);
    const starter = await planId('Starter');
    const backwards = await admin.post(url, {
      planId: starter,
      startDate: '2026-12-01',
      endDate: '2026-11-01',
    });
    expect([backwards.statusCode, backwards.json().message]).toEqual([
      400,
      'The end date must be after the start date',
    ]);
    expect((await admin.post(url, { planId: starter, endDate: '2026-02-30' })).statusCode).toBe(400);
    expect((await admin.post(url, { planId: starter, endDate: 'next week' })).statusCode).toBe(400);
    expect((await userPlan(seller)).plan.name).toBe('Free Trial');
  });
});

describe('removing a plan', () => {
  it('puts the seller back on the Free Trial with its remaining days and its used calls', async () => {
    const seller = await signedInSeller(h);
    const trialEnd = (await userPlan(seller)).plan.trial_end_date;
    await research(seller);
    await admin.post(`/api/admin/users/${seller.id}/plan`, { planId: await planId('Starter') });
    const res = await admin.del(`/api/admin/users/${seller.id}/plan`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      plan_name: 'Free Trial',
      subscription_plan: 'trial',
      plan_days_left: 14,
    });
    const plan = await userPlan(seller);
    expect(plan.plan.trial_end_date).toBe(trialEnd);
    expect(plan.usage['1']).toMatchObject({ used: 1, limit: 3 });
  });

  it('after the trial has ended, no AI calls until a plan is bought', async () => {
    const seller = await signedInSeller(h);
    await admin.post(`/api/admin/users/${seller.id}/plan`, { planId: await planId('Starter') });
    h.clock.advance(20 * dayMs);
    admin = (await signedInAdmin(h)).api; // access tokens live 15 minutes on the moved clock
    const res = await admin.del(`/api/admin/users/${seller.id}/plan`);
    expect(res.json()).toMatchObject({ plan_name: 'Free Trial', plan_state: 'expired', plan_days_left: -6 });
    const session = await login(h, seller.email, seller.password, nextIp());
    const call = await caller(h, session.accessToken).post('/api/ai/keyword-research', {
      keyword: 'cotton kurti',
      platform: 'amazon',
    });
    expect(call.statusCode).toBe(402);
    expect(call.json()).toMatchObject({ reason: 'trial_expired', plan: { name: 'Free Trial' } });
  });

  it('is refused for a seller already on the free plan', async () => {
    const seller = await signedInSeller(h);
    const res = await admin.del(`/api/admin/users/${seller.id}/plan`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This user is already on the free plan');
  });
});
