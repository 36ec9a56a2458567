import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, signedInAdmin, type Caller } from '../../test/admin-accounts.js';
import { buyInSandbox, newSeller, planIdOf, userPlan } from '../../test/payments.js';
import type { TestApp } from '../../test/test-app.js';

let h: TestApp;
let admin: Caller;
beforeAll(async () => {
  h = await createAdminTestApp({ now: '2026-11-21T06:30:00.000Z' });
  admin = (await signedInAdmin(h)).api;
});
afterAll(() => h.close());

describe('what the seller paid for the current plan', () => {
  it('is the payment, and a renewal adds its payment to it', async () => {
    const seller = await newSeller(h);
    expect((await buyInSandbox(h, seller.accessToken, 'Starter')).statusCode).toBe(200);
    expect((await userPlan(h, seller.accessToken)).subscription).toMatchObject({
      amount: 499,
      assigned_by_admin: false,
    });
    expect((await buyInSandbox(h, seller.accessToken, 'Starter')).statusCode).toBe(200);
    expect((await userPlan(h, seller.accessToken)).subscription?.amount).toBe(998);
  });

  it('is nothing for a plan an administrator assigned after a paid one, which says it was assigned', async () => {
    const seller = await newSeller(h);
    await buyInSandbox(h, seller.accessToken, 'Starter');
    const res = await admin.post(`/api/admin/users/${seller.user.id}/plan`, {
      planId: await planIdOf(h, 'Professional'),
    });
    expect(res.statusCode).toBe(200);
    const plan = await userPlan(h, seller.accessToken);
    expect(plan.plan?.name).toBe('Professional');
    expect(plan.subscription).toMatchObject({ amount: 0, assigned_by_admin: true });
    const history = await h.app.inject({
      method: 'GET',
      url: '/api/billing/history',
      headers: { authorization: `Bearer ${seller.accessToken}` },
    });
    expect(
      history
        .json()
        .subscriptions.map((s: { plan_name: string; amount: number }) => `${s.plan_name} ${s.amount}`)
        .sort(),
    ).toEqual(['Free Trial 0', 'Professional 0', 'Starter 499']);
  });
});
