import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formLimitsToToolLimits, type AdminPlan } from '@common/contracts/admin-plans';
import { userPlan } from '../../test/payments.js';
import type { TestApp } from '../../test/test-app.js';
import { createAdminTestApp, signedInAdmin, signedInSeller, type Caller } from '../../test/admin-accounts.js';

let h: TestApp;
let admin: Caller;
beforeAll(async () => {
  h = await createAdminTestApp();
  admin = (await signedInAdmin(h)).api;
});
afterAll(() => h.close());

const limit = (monthly_limit: number) => ({ monthly_limit, is_unlimited: false });
const trialPlan = (name: string, calls: number) => ({
  name,
  description: `${name} for new sellers`,
  price: 0,
  currency: 'INR',
  billing_period: 'trial',
  trial_days: 7,
  is_active: true,
  is_popular: false,
  sort_order: -1,
  limits: formLimitsToToolLimits({
    keyword_research: limit(calls),
    product_research: limit(calls),
    product_optimization: limit(calls),
  }),
});
async function create(name: string, calls: number): Promise<AdminPlan> {
  const res = await admin.post('/api/admin/pricing/plans', trialPlan(name, calls));
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json();
}
/** What the plan form sends back for a plan: its own fields, changed where the admin changed them. */
const editable = (p: AdminPlan) => ({
  name: p.name,
  description: p.description,
  price: p.price,
  sort_order: p.sort_order,
});
const plans = async () => (await admin.get('/api/admin/pricing/plans')).json() as AdminPlan[];
const planOfNewSeller = async () => {
  const seller = await signedInSeller(h);
  return userPlan(h, seller.accessToken);
};

describe('the plan new sellers start on', () => {
  it('is the named sign-up plan, not whichever trial plan sorts first', async () => {
    await create('Empty Trial', 0);
    const plan = await planOfNewSeller();
    expect(plan.plan?.name).toBe('Free Trial');
    expect(plan.usage['1']).toMatchObject({ used: 0, limit: 3 });
    const list = await plans();
    expect(list.filter((p) => p.is_signup_plan).map((p) => p.name)).toEqual(['Free Trial']);
  });

  it('cannot be deactivated, deleted, made paid or left without calls while it is the sign-up plan', async () => {
    const free = (await plans()).find((p) => p.name === 'Free Trial')!;
    const url = `/api/admin/pricing/plans/${free.id}`;
    const edit = (change: Record<string, unknown>) => admin.put(url, { ...editable(free), ...change });
    const noCalls = trialPlan('Free Trial', 0).limits;
    for (const change of [
      { is_active: false },
      { billing_period: 'month', price: 99 },
      { limits: noCalls },
    ]) {
      const res = await edit(change);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/New sellers start on this plan/);
    }
    expect((await admin.del(url)).statusCode).toBe(409);
    expect((await plans()).find((p) => p.id === free.id)).toMatchObject({
      is_active: true,
      is_signup_plan: true,
    });
  });

  it('an admin chooses another sign-up plan, which must allow calls; then the old one can be retired', async () => {
    const empty = (await plans()).find((p) => p.name === 'Empty Trial')!;
    const refused = await admin.put(`/api/admin/pricing/plans/${empty.id}/signup`, {});
    expect(refused.statusCode).toBe(400);
    const festive = await create('Festive Trial', 5);
    const chosen = await admin.put(`/api/admin/pricing/plans/${festive.id}/signup`, {});
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().message).toBe('New sellers now start on Festive Trial');
    const list = await plans();
    expect(list.filter((p) => p.is_signup_plan).map((p) => p.name)).toEqual(['Festive Trial']);
    const plan = await planOfNewSeller();
    expect(plan.plan?.name).toBe('Festive Trial');
    expect(plan.usage['1']).toMatchObject({ limit: 5 });
    const free = list.find((p) => p.name === 'Free Trial')!;
    const retired = await admin.put(`/api/admin/pricing/plans/${free.id}`, {
      ...editable(free),
      is_active: false,
    });
    expect(retired.statusCode, retired.body).toBe(200);
  });
});
