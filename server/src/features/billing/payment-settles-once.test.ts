import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeRazorpay } from '../../test/fake-razorpay.js';
import { razorpayTestApp } from '../../test/razorpay-app.js';
import type { TestApp } from '../../test/test-app.js';
import { createOrder, deliverWebhook, newSeller, rowsOf, userPlan, verify } from '../../test/payments.js';

// Runs on PGlite and, in CI, on PostgreSQL, where completions that locked in the wrong order deadlocked.
let h: TestApp;
let razorpay: FakeRazorpay;
let close: () => Promise<void>;
beforeAll(async () => void ({ h, razorpay, close } = await razorpayTestApp()));
afterAll(() => close());

const receiptsTo = async (email: string) =>
  (await h.mail.all(email)).filter((m) => m.subject.startsWith('Payment received'));

/** A seller with a paid order of `plan`: the payment captured on the fake Razorpay. */
async function paidOrder(token: string, plan = 'Starter') {
  const order = await createOrder(h, token, plan);
  return { order, ...razorpay.pay(order.orderId) };
}

describe('one seller completing several payments at once', () => {
  it('nine paid orders verified together all complete, each once, the plan extended nine times', async () => {
    const seller = await newSeller(h);
    const paid = [];
    for (let i = 0; i < 9; i++) paid.push(await paidOrder(seller.accessToken));
    const answers = await Promise.all(paid.map((p) => verify(h, seller.accessToken, p.checkout)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(9).fill(200));
    const rows = await rowsOf(h, seller.user.id);
    expect(rows.payments.filter((p) => p.status === 'completed')).toHaveLength(9);
    expect(new Set(rows.invoices.map((i) => i.number)).size).toBe(9);
    expect(rows.active).toHaveLength(1);
    expect(rows.active[0]!.endDate?.toISOString()).toBe('2027-08-21T06:30:00.000Z');
    expect(await receiptsTo(seller.email)).toHaveLength(9);
  }, 120_000);
});

describe('an order paid twice', () => {
  it('settles once: the second capture is recorded to be refunded, with no invoice and no extra month', async () => {
    const seller = await newSeller(h);
    const { order, checkout } = await paidOrder(seller.accessToken);
    const second = razorpay.pay(order.orderId);
    expect((await verify(h, seller.accessToken, checkout)).statusCode).toBe(200);
    const again = await verify(h, seller.accessToken, second.checkout);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_ALREADY_PAID' });
    expect(
      (await deliverWebhook(h.app, razorpay.webhook('payment.captured', second.payment))).statusCode,
    ).toBe(200);
    const rows = await rowsOf(h, seller.user.id);
    expect(rows.payments.map((p) => p.status).sort()).toEqual(['completed', 'refund_due']);
    expect(rows.invoices).toHaveLength(1);
    expect(rows.active[0]!.endDate?.toISOString()).toBe('2026-12-21T06:30:00.000Z');
    expect(await receiptsTo(seller.email)).toHaveLength(1);
    const history = (
      await h.app.inject({
        url: '/api/payments/history',
        headers: { authorization: `Bearer ${seller.accessToken}` },
      })
    ).json();
    expect(history.data.map((p: { status: string }) => p.status).sort()).toEqual(['completed', 'refund_due']);
  });

  it('both captures racing each other still settle the order once', async () => {
    const seller = await newSeller(h);
    const { order, checkout } = await paidOrder(seller.accessToken);
    const second = razorpay.pay(order.orderId);
    const answers = await Promise.all([
      verify(h, seller.accessToken, checkout),
      verify(h, seller.accessToken, second.checkout),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await rowsOf(h, seller.user.id);
    expect(rows.invoices).toHaveLength(1);
    expect(rows.active[0]!.endDate?.toISOString()).toBe('2026-12-21T06:30:00.000Z');
  });
});

describe('refunds', () => {
  const refund = (delivery: ReturnType<FakeRazorpay['refundWebhook']>) => deliverWebhook(h.app, delivery);

  it('a full refund marks the payment refunded and ends the plan it bought; a replay changes nothing', async () => {
    const seller = await newSeller(h);
    const { checkout, payment } = await paidOrder(seller.accessToken, 'Professional');
    await verify(h, seller.accessToken, checkout);
    const delivery = razorpay.refundWebhook(payment);
    expect((await refund(delivery)).json()).toEqual({ status: 'processed' });
    expect((await refund(delivery)).json()).toEqual({ status: 'duplicate' });
    const rows = await rowsOf(h, seller.user.id);
    expect(rows.payments).toMatchObject([{ status: 'refunded' }]);
    const plan = await userPlan(h, seller.accessToken);
    expect(plan.plan?.name).toBe('Professional');
    expect(plan.subscription).toMatchObject({ is_expired: true });
  });

  it('the older payment.refunded event is understood the same way', async () => {
    const seller = await newSeller(h);
    const { checkout, payment } = await paidOrder(seller.accessToken);
    await verify(h, seller.accessToken, checkout);
    await refund(razorpay.refundWebhook(payment, payment.amount, 'payment.refunded'));
    expect((await rowsOf(h, seller.user.id)).payments).toMatchObject([{ status: 'refunded' }]);
    expect((await userPlan(h, seller.accessToken)).subscription?.is_expired).toBe(true);
  });

  it('refunding a renewal takes back only the month it added', async () => {
    const seller = await newSeller(h);
    const first = await paidOrder(seller.accessToken);
    await verify(h, seller.accessToken, first.checkout);
    const renewal = await paidOrder(seller.accessToken);
    await verify(h, seller.accessToken, renewal.checkout);
    expect((await rowsOf(h, seller.user.id)).active[0]!.endDate?.toISOString()).toBe(
      '2027-01-21T06:30:00.000Z',
    );
    await refund(razorpay.refundWebhook(renewal.payment));
    const rows = await rowsOf(h, seller.user.id);
    expect(rows.active[0]!.endDate?.toISOString()).toBe('2026-12-21T06:30:00.000Z');
    expect((await userPlan(h, seller.accessToken)).subscription?.is_expired).toBe(false);
  });

  it('a partial refund keeps the plan; refunding a second payment of a paid order leaves the plan alone', async () => {
    const seller = await newSeller(h);
    const { order, checkout, payment } = await paidOrder(seller.accessToken);
    await verify(h, seller.accessToken, checkout);
    const second = razorpay.pay(order.orderId);
    await verify(h, seller.accessToken, second.checkout);
    await refund(razorpay.refundWebhook(payment, 10_000));
    await refund(razorpay.refundWebhook(second.payment));
    const rows = await rowsOf(h, seller.user.id);
    const statusOf = (id: string) => rows.payments.find((p) => p.providerPaymentId === id)?.status;
    expect(statusOf(payment.id)).toBe('completed');
    expect(statusOf(second.payment.id)).toBe('refunded');
    expect(rows.active[0]!.endDate?.toISOString()).toBe('2026-12-21T06:30:00.000Z');
  });

  it('a refund of a payment this app does not know is acknowledged and changes nothing', async () => {
    const seller = await newSeller(h);
    const { payment } = await paidOrder(seller.accessToken);
    const res = await refund(razorpay.refundWebhook({ ...payment, id: 'pay_NotOursAtAll' }));
    expect(res.statusCode).toBe(200);
    expect((await rowsOf(h, seller.user.id)).payments).toHaveLength(0);
  });
});
