import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { razorpayKeys, type FakeRazorpay } from '../../test/fake-razorpay.js';
import { razorpayTestApp } from '../../test/razorpay-app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  call,
  createOrder,
  deliverWebhook,
  newSeller,
  rowsOf,
  userPlan,
  verify,
} from '../../test/payments.js';

let h: TestApp;
let razorpay: FakeRazorpay;
let close: () => Promise<void>;
beforeAll(async () => void ({ h, razorpay, close } = await razorpayTestApp()));
afterAll(() => close());

const webhook = (delivery: Parameters<typeof deliverWebhook>[1]) => deliverWebhook(h.app, delivery);

describe('Razorpay mode, against a Razorpay-compatible server', () => {
  it('create-order creates the Razorpay order with the plan amount in paise, the key and the notes', async () => {
    const seller = await newSeller(h);
    const order = await createOrder(h, seller.accessToken, 'Professional');
    expect(order).toMatchObject({
      keyId: razorpayKeys.RAZORPAY_KEY_ID,
      amount: 149_900,
      currency: 'INR',
      gateway: 'razorpay',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    expect(razorpay.orders.get(order.orderId)).toMatchObject({
      amount: 149_900,
      currency: 'INR',
      notes: { planId: order.notes.planId, userId: seller.user.id },
    });
    expect(razorpay.requests).toContain('POST /v1/orders');
  });

  it('verify fetches the payment from the API and activates the plan', async () => {
    const seller = await newSeller(h);
    const order = await createOrder(h, seller.accessToken, 'Starter');
    const { checkout, payment } = razorpay.pay(order.orderId);
    const res = await verify(h, seller.accessToken, checkout);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your Starter plan has been activated successfully.');
    expect(razorpay.requests).toContain(`GET /v1/payments/${payment.id}`);
    expect((await userPlan(h, seller.accessToken)).plan?.name).toBe('Starter');
    const [row] = (await rowsOf(h, seller.user.id)).payments;
    expect(row).toMatchObject({
      providerPaymentId: payment.id,
      amountMinor: 49_900,
      status: 'completed',
      method: 'upi',
    });
  });

  it('a payment whose amount or currency differs from the order grants nothing', async () => {
    const seller = await newSeller(h);
    for (const tamper of [{ amount: 100 }, { currency: 'USD' }]) {
      const order = await createOrder(h, seller.accessToken, 'Enterprise');
      const { checkout } = razorpay.pay(order.orderId, tamper);
      const res = await verify(h, seller.accessToken, checkout);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('PAYMENT_VERIFICATION_FAILED');
    }
    expect((await rowsOf(h, seller.user.id)).payments).toHaveLength(0);
    expect((await userPlan(h, seller.accessToken)).plan?.name).toBe('Free Trial');
  });

  it('a signature over another order, or a payment Razorpay does not know, grants nothing', async () => {
    const seller = await newSeller(h);
    const order = await createOrder(h, seller.accessToken, 'Starter');
    const other = await createOrder(h, seller.accessToken, 'Starter');
    const { checkout } = razorpay.pay(order.orderId);
    const moved = { ...checkout, razorpay_order_id: other.orderId };
    expect((await verify(h, seller.accessToken, moved)).statusCode).toBe(400);
    const unknown = razorpay.pay(order.orderId).checkout;
    razorpay.payments.delete(unknown.razorpay_payment_id);
    expect((await verify(h, seller.accessToken, unknown)).statusCode).toBe(400);
    expect((await rowsOf(h, seller.user.id)).payments).toHaveLength(0);
  });

  it('an authorised payment not yet captured is pending; the captured webhook then activates it', async () => {
    const seller = await newSeller(h);
    const order = await createOrder(h, seller.accessToken, 'Starter');
    const { checkout, payment } = razorpay.pay(order.orderId, { status: 'authorized' });
    const res = await verify(h, seller.accessToken, checkout);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_PENDING');
    expect((await rowsOf(h, seller.user.id)).payments).toMatchObject([{ status: 'pending' }]);
    expect((await userPlan(h, seller.accessToken)).plan?.name).toBe('Free Trial');
    payment.status = 'captured';
    const delivered = await webhook(razorpay.webhook('payment.captured', payment));
    expect(delivered.json()).toEqual({ status: 'processed' });
    expect((await rowsOf(h, seller.user.id)).payments).toMatchObject([{ status: 'completed' }]);
    expect((await userPlan(h, seller.accessToken)).plan?.name).toBe('Starter');
    const replay = await verify(h, seller.accessToken, checkout);
    expect(replay.statusCode).toBe(200);
  });

  it('a failed payment (verify or webhook) is recorded as failed and grants nothing', async () => {
    const seller = await newSeller(h);
    const order = await createOrder(h, seller.accessToken, 'Professional');
    const { checkout, payment } = razorpay.pay(order.orderId, { status: 'failed' });
    expect((await webhook(razorpay.webhook('payment.failed', payment))).json()).toEqual({
      status: 'processed',
    });
    const res = await verify(h, seller.accessToken, checkout);
    expect(res.json().code).toBe('PAYMENT_FAILED');
    const rows = await rowsOf(h, seller.user.id);
    expect(rows.payments).toMatchObject([
      { status: 'failed', failureReason: 'Payment was declined by the bank' },
    ]);
    expect(rows.invoices).toHaveLength(0);
    expect((await userPlan(h, seller.accessToken)).plan?.name).toBe('Free Trial');
  });

  it("the CSP lets Razorpay's checkout script and frame in (in this mode only)", async () => {
    const csp = (await h.app.inject('/api/health')).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain("frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com");
  });

  it('sandbox/pay does not exist in Razorpay mode', async () => {
    const res = await call(h, undefined, 'POST', '/api/payments/sandbox/pay', {
      orderId: 'order_x',
      outcome: 'success',
    });
    expect(res.statusCode).toBe(404);
  });

  it('a gateway that does not answer gives a clear 502, and no order is stored', async () => {
    const down = await createTestApp({ env: { ...razorpayKeys, RAZORPAY_API_URL: 'http://127.0.0.1:9' } });
    try {
      const seller = await newSeller(down);
      const res = await call(down, seller.accessToken, 'POST', '/api/payments/create-order', {
        planId: (await down.db.query.plans.findFirst({ where: (p, { eq }) => eq(p.name, 'Starter') }))!.id,
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        code: 'PAYMENT_GATEWAY_ERROR',
        message: 'The payment gateway is not answering. Please try again in a minute.',
      });
      expect(await down.db.query.paymentOrders.findMany()).toHaveLength(0);
    } finally {
      await down.close();
    }
  });
});
