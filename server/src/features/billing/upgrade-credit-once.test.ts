import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { login, nextIp } from '../../test/accounts.js';
import {
  buyInSandbox,
  call,
  createOrder,
  newSeller,
  planIdOf,
  rowsOf,
  sandboxPay,
  verify,
} from '../../test/payments.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let h: TestApp;
const dayMs = 86_400_000;
const start = '2026-11-21T06:30:00.000Z';
beforeAll(async () => {
  h = await createTestApp({ now: start });
});
afterAll(() => h.close());

describe('the upgrade credit is never lost nor used twice', () => {
  it('a switch to a plan cheaper than the unused days is refused with what they are worth and when the plan ends', async () => {
    h.clock.set(start);
    const seller = await newSeller(h);
    expect((await buyInSandbox(h, seller.accessToken, 'Professional')).statusCode).toBe(200);
    h.clock.set(new Date(Date.parse(start) + dayMs));
    const { accessToken } = await login(h, seller.email, seller.password, nextIp());
    const starter = await planIdOf(h, 'Starter');
    const quotes = (await call(h, accessToken, 'GET', '/api/billing/credits')).json().credits;
    expect(quotes.map((q: { plan_id: string }) => q.plan_id)).not.toContain(starter);
    const res = await call(h, accessToken, 'POST', '/api/payments/create-order', { planId: starter });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CREDIT_EXCEEDS_PRICE');
    // 30 days paid ₹1,499, 29 unused: ₹1,449.04 of credit against Starter's ₹499.
    expect(res.json().message).toContain('worth ₹1,449.04, more than the Starter plan');
    expect(res.json().message).toContain('ends on 21 Dec 2026');
    const orders = await h.db
      .select()
      .from(t.paymentOrders)
      .where(eq(t.paymentOrders.userId, seller.user.id));
    expect(orders).toHaveLength(1);
  });

  it('two open orders priced with one credit: the first paid takes it, the second payment activates nothing and is due for refund', async () => {
    h.clock.set(start);
    const seller = await newSeller(h);
    await buyInSandbox(h, seller.accessToken, 'Starter');
    h.clock.set(new Date(Date.parse(start) + 6 * dayMs + 3_600_000));
    const { accessToken } = await login(h, seller.email, seller.password, nextIp());
    const first = await createOrder(h, accessToken, 'Professional');
    const second = await createOrder(h, accessToken, 'Professional');
    expect(first.credit?.amount).toBe(399.2);
    expect(second.credit?.amount).toBe(399.2);

    expect((await verify(h, accessToken, await sandboxPay(h, accessToken, first.orderId))).statusCode).toBe(
      200,
    );
    const late = await verify(h, accessToken, await sandboxPay(h, accessToken, second.orderId));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CREDIT_ALREADY_USED');
    expect(late.json().message).toContain('it will be refunded to you');

    const rows = await rowsOf(h, seller.user.id);
    expect(rows.payments.map((p) => p.status).sort()).toEqual(['completed', 'completed', 'refund_due']);
    expect(rows.invoices).toHaveLength(2);
    expect(rows.active).toHaveLength(1);
    expect(rows.active[0]!.amount).toBe(1099.8);
  });

  it('a failed switch lists in the payment history the amount its order asked, the credit taken off', async () => {
    h.clock.set(start);
    const seller = await newSeller(h);
    await buyInSandbox(h, seller.accessToken, 'Starter');
    h.clock.set(new Date(Date.parse(start) + 6 * dayMs + 3_600_000));
    const { accessToken } = await login(h, seller.email, seller.password, nextIp());
    const order = await createOrder(h, accessToken, 'Professional');
    await sandboxPay(h, accessToken, order.orderId, 'failure');
    const history = (await call(h, accessToken, 'GET', '/api/payments/history')).json();
    expect(history.data[0]).toMatchObject({ plan_name: 'Professional', status: 'failed', amount: 1099.8 });
  });
});
