import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formLimitsToToolLimits, type AdminPlan } from '@common/contracts/admin-plans';
import type { TestApp } from '../../test/test-app.js';
import { createAdminTestApp, signedInAdmin, signedInSeller, type Caller } from '../../test/admin-accounts.js';

let h: TestApp;
let admin: Caller;
beforeAll(async () => {
  h = await createAdminTestApp();
  admin = (await signedInAdmin(h)).api;
});
afterAll(() => h.close());

const limit = (monthly_limit: number, is_unlimited = false) => ({ monthly_limit, is_unlimited });
const planBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: `${name} for growing sellers`,
  price: 799,
  currency: 'INR',
  billing_period: 'month',
  is_active: true,
  is_popular: false,
  sort_order: 5,
  limits: formLimitsToToolLimits({
    keyword_research: limit(40),
    product_research: limit(30),
    product_optimization: limit(0, true),
  }),
  ...extra,
});
const publicNames = async () =>
  ((await h.app.inject('/api/public/pricing-plans')).json() as Array<{ name: string }>).map((p) => p.name);
const create = async (name: string, extra: Record<string, unknown> = {}): Promise<AdminPlan> => {
  const res = await admin.post('/api/admin/pricing/plans', planBody(name, extra));
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json();
};

describe('plan management', () => {
  it('lists active and inactive plans with limits by tool id and their subscribers', async () => {
    await signedInSeller(h);
    await create('Dormant', { is_active: false });
    const plans = (await admin.get('/api/admin/pricing/plans')).json() as AdminPlan[];
    expect(plans.map((p) => [p.name, p.is_active])).toContainEqual(['Dormant', false]);
    const trial = plans.find((p) => p.name === 'Free Trial')!;
    expect(trial.subscriber_count).toBeGreaterThanOrEqual(1);
    expect(Object.keys(trial.limits)).toEqual(['1', '2', '3']);
  });

  it('creates a plan from the form keys; the calculator is never stored; public pricing shows it at once', async () => {
    expect(await publicNames()).not.toContain('Growth'); // the public list is now cached
    const res = await admin.post('/api/admin/pricing/plans', {
      ...planBody('Growth'),
      limits: { ...planBody('Growth').limits, '4': limit(5) },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Growth',
      price: 799,
      is_active: true,
      subscriber_count: 0,
      limits: {
        '1': { monthly_limit: 40, is_unlimited: false, tool_name: 'Keyword Research' },
        '2': { monthly_limit: 30, is_unlimited: false },
        '3': { monthly_limit: 0, is_unlimited: true },
      },
    });
    expect(Object.keys(res.json().limits)).toEqual(['1', '2', '3']);
    expect(await publicNames()).toContain('Growth');
  });

  it('fills the spec defaults, and refuses a taken name, an unknown tool and a negative price', async () => {
    const res = await admin.post('/api/admin/pricing/plans', {
      name: 'Defaults',
      description: 'Only what the form requires',
      price: 10.005,
      sort_order: 0,
    });
    expect(res.json()).toMatchObject({
      price: 10.01,
      currency: 'USD',
      billing_period: 'month',
      is_active: true,
      is_popular: false,
      limits: {},
    });
    const taken = await admin.post('/api/admin/pricing/plans', planBody('defaults'.replace('d', 'D')));
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'A plan with this name already exists']);
    const unknownTool = await admin.post(
      '/api/admin/pricing/plans',
      planBody('Odd', { limits: { '77': limit(1) } }),
    );
    expect([unknownTool.statusCode, unknownTool.json().message]).toEqual([
      400,
      'There is no tool with id 77',
    ]);
    expect((await admin.post('/api/admin/pricing/plans', planBody('Neg', { price: -1 }))).statusCode).toBe(
      400,
    );
    expect(
      (await admin.post('/api/admin/pricing/plans', planBody('Bad', { limits: { kw: limit(1) } })))
        .statusCode,
    ).toBe(400);
  });

  it('a limit change reaches current subscribers at once; a price change waits for the next payment', async () => {
    const plan = await create('Team');
    const seller = await signedInSeller(h);
    await admin.post(`/api/admin/users/${seller.id}/plan`, { planId: plan.id });
    expect((await seller.api.get('/api/user/plan')).json().usage['1'].limit).toBe(40);

    const res = await admin.put(`/api/admin/pricing/plans/${plan.id}`, {
      ...planBody('Team'),
      price: 999,
      limits: { ...planBody('Team').limits, '1': limit(75) },
    });
    expect(res.json()).toMatchObject({
      price: 999,
      subscriber_count: 1,
      limits: { '1': { monthly_limit: 75 } },
    });
    const seen = (await seller.api.get('/api/user/plan')).json();
    expect(seen.usage['1'].limit).toBe(75);
    // What the seller paid for this plan stays as it was: nothing, since an admin assigned it (not 999).
    expect(seen.subscription.amount).toBe(0);
  });

  it('an edit keeps what its body leaves out (currency, period, flags, limits)', async () => {
    const plan = await create('Steady', { is_popular: true });
    const res = await admin.put(`/api/admin/pricing/plans/${plan.id}`, {
      name: 'Steady Plus',
      description: 'Renamed',
      price: 899,
      sort_order: 6,
    });
    expect(res.json()).toMatchObject({
      name: 'Steady Plus',
      price: 899,
      currency: 'INR',
      billing_period: 'month',
      is_active: true,
      is_popular: true,
      limits: plan.limits,
    });
  });

  it('deactivating takes a plan off public pricing at once', async () => {
    const plan = await create('Seasonal');
    expect(await publicNames()).toContain('Seasonal');
    await admin.put(`/api/admin/pricing/plans/${plan.id}`, planBody('Seasonal', { is_active: false }));
    expect(await publicNames()).not.toContain('Seasonal');
  });

  it('a plan with subscribers is not deleted (deactivate it instead); one without is', async () => {
    const busy = await create('Busy');
    const seller = await signedInSeller(h);
    await admin.post(`/api/admin/users/${seller.id}/plan`, { planId: busy.id });
    const refused = await admin.del(`/api/admin/pricing/plans/${busy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      message: 'This plan has subscribers and cannot be deleted. Deactivate it instead.',
    });
    expect((await seller.api.get('/api/user/plan')).json().plan.name).toBe('Busy');

    const idle = await create('Idle');
    expect((await admin.del(`/api/admin/pricing/plans/${idle.id}`)).json()).toEqual({
      message: 'Plan deleted successfully',
    });
    const names = ((await admin.get('/api/admin/pricing/plans')).json() as AdminPlan[]).map((p) => p.name);
    expect(names).not.toContain('Idle');
    expect(await publicNames()).not.toContain('Idle');
    const again = await admin.del(`/api/admin/pricing/plans/${idle.id}`);
    expect([again.statusCode, again.json().message]).toEqual([404, 'Plan not found']);
  });
});
