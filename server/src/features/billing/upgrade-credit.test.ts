import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, nextIp } from '../../test/accounts.js';
import { pdfText } from '../../test/pdf-text.js';
import { call, createOrder, newSeller, planIdOf, sandboxPay, userPlan, verify } from '../../test/payments.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { upgradeCredit } from './upgrade-credit.js';

let h: TestApp;
const dayMs = 86_400_000;
const start = '2026-11-21T06:30:00.000Z';
beforeAll(async () => {
  h = await createTestApp({ now: start });
});
afterAll(() => h.close());

const starter = (amount: number) => ({
  subscriptionId: 'subscription-1',
  planId: 'starter',
  planName: 'Starter',
  billingPeriod: 'month' as const,
  assignedByAdmin: false,
  amount,
  startDate: new Date('2026-11-21T06:30:00.000Z'),
  endDate: new Date('2026-12-21T06:30:00.000Z'),
});

describe('the upgrade credit', () => {
  it('is the unused days of what was paid, a started day and the paise rounded in the seller’s favour', () => {
    const at = (days: number) => new Date(Date.parse(start) + days * dayMs);
    // 30 days paid ₹499; 23 days and an hour left count as 24: 49,900 × 24 / 30 = 39,920 paise.
    expect(upgradeCredit(starter(499), { id: 'pro', priceMinor: 149_900 }, at(6.96))).toMatchObject({
      creditMinor: 39_920,
      unusedDays: 24,
      note: 'Credit for 24 unused days of the Starter plan',
    });
    // 7 days left: 49,900 × 7 / 30 = 11,643.33 → 11,644 paise.
    expect(upgradeCredit(starter(499), { id: 'pro', priceMinor: 149_900 }, at(23))?.creditMinor).toBe(11_644);
  });

  it('is none for the same plan, an assigned or ended plan, and never brings the price under ₹1', () => {
    const now = new Date(Date.parse(start) + dayMs);
    const pro = { id: 'pro', priceMinor: 149_900 };
    expect(upgradeCredit(starter(499), { id: 'starter', priceMinor: 49_900 }, now)).toBeUndefined();
    expect(upgradeCredit({ ...starter(0), assignedByAdmin: true }, pro, now)).toBeUndefined();
    expect(upgradeCredit(starter(499), pro, new Date('2026-12-22T00:00:00Z'))).toBeUndefined();
    expect(upgradeCredit(starter(4999), { id: 'cheap', priceMinor: 49_900 }, now)?.creditMinor).toBe(49_800);
  });

  it('is shown before paying, taken off the order on the server, printed on the invoice and paid as billed', async () => {
    h.clock.set(start);
    const seller = await newSeller(h);
    const first = await createOrder(h, seller.accessToken, 'Starter');
    expect(first).toMatchObject({ amount: 49_900, credit: null });
    await verify(h, seller.accessToken, await sandboxPay(h, seller.accessToken, first.orderId));

    h.clock.set(new Date(Date.parse(start) + 6 * dayMs + 3_600_000));
    const again = await login(h, seller.email, seller.password, nextIp());
    const quote = await call(h, again.accessToken, 'GET', '/api/billing/credits');
    const professional = await planIdOf(h, 'Professional');
    expect(quote.json().credits).toContainEqual({
      plan_id: professional,
      credit: 399.2,
      amount_due: 1099.8,
      unused_days: 24,
      from_plan: 'Starter',
      note: 'Credit for 24 unused days of the Starter plan',
    });
    const res = await call(h, again.accessToken, 'POST', '/api/payments/create-order', {
      planId: professional,
      amount: 1,
    });
    const order = res.json().data;
    expect(order).toMatchObject({ amount: 109_980, credit: { amount: 399.2 } });
    const paid = await verify(h, again.accessToken, await sandboxPay(h, again.accessToken, order.orderId));
    expect(paid.statusCode).toBe(200);

    const plan = await userPlan(h, again.accessToken);
    expect(plan.subscription?.amount).toBe(1099.8);
    const pdf = await call(
      h,
      again.accessToken,
      'GET',
      `/api/payments/${paid.json().data.paymentId}/invoice`,
    );
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Plan price ₹1,499.00 (GST included)');
    expect(text).toContain('Less: Credit for 24 unused days of the Starter plan');
    expect(text).toContain('-₹399.20');
    expect(text).toContain('₹1,099.80');
  });
});
