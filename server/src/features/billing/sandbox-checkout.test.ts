import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  buyInSandbox,
  call,
  createOrder,
  newSeller,
  planIdOf,
  rowsOf,
  sandboxPay,
  userPlan,
  verify,
} from '../../test/payments.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp({ now: '2026-11-21T06:30:00.000Z' });
});
afterAll(() => h.close());

describe('create-order in the sandbox', () => {
  it('takes the amount from the plan in paise, stores the order and prefills the checkout', async () => {
    const seller = await newSeller(h);
    const res = await call(h, seller.accessToken, 'POST', '/api/payments/create-order', {
      planId: await planIdOf(h, 'Starter'),
      amount: 1,
      currency: 'USD',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      data: {
        amount: 49_900,
        currency: 'INR',
        planName: 'Starter',
        description: 'Vikreta Starter plan',
        gateway: 'sandbox',
        checkoutScriptUrl: '/sandbox-checkout.js',
        prefill: { name: 'Priya Sharma', email: seller.email, contact: '' },
        notes: { planId: await planIdOf(h, 'Starter'), userId: seller.user.id },
      },
    });
    const stored = await h.db.query.paymentOrders.findFirst({
      where: (o, { eq }) => eq(o.providerOrderId, body.data.orderId),
    });
    expect(stored).toMatchObject({
      userId: seller.user.id,
      amountMinor: 49_900,
      currency: 'INR',
      status: 'created',
    });
  });

  it('answers a retry with the same Idempotency-Key with the same order, and another plan under it with 409', async () => {
    const seller = await newSeller(h);
    const starter = await planIdOf(h, 'Starter');
    const send = (planId: string, key: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/payments/create-order',
        payload: { planId },
        headers: { authorization: `Bearer ${seller.accessToken}`, 'idempotency-key': key },
      });
    const first = await send(starter, 'checkout-2026-11-28-a1');
    const again = await send(starter, 'checkout-2026-11-28-a1');
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const orders = await h.db.query.paymentOrders.findMany({
      where: (o, { eq }) => eq(o.userId, seller.user.id),
    });
    expect(orders).toHaveLength(1);
    const other = await send(await planIdOf(h, 'Professional'), 'checkout-2026-11-28-a1');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(
      'This Idempotency-Key was already used for a different request. Send a new key.',
    );
    expect((await send(starter, 'checkout-2026-11-28-b2')).json().data.orderId).not.toBe(
      first.json().data.orderId,
    );
    expect((await send(starter, 'x')).statusCode).toBe(400);
  });

  it('refuses the Free Trial, unknown plans and callers without a session', async () => {
    const seller = await newSeller(h);
    const trial = await call(h, seller.accessToken, 'POST', '/api/payments/create-order', {
      planId: await planIdOf(h, 'Free Trial'),
    });
    expect(trial.statusCode).toBe(404);
    expect(trial.json().message).toBe('This plan is not available. Choose another plan on the pricing page.');
    const unknown = await call(h, seller.accessToken, 'POST', '/api/payments/create-order', {
      planId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call(h, seller.accessToken, 'POST', '/api/payments/create-order', {
      planId: 'starter',
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await call(h, undefined, 'POST', '/api/payments/create-order', {
      planId: await planIdOf(h, 'Starter'),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('paying in the sandbox', () => {
  it('Pay then verify activates Starter for a calendar month, with the spec toast text', async () => {
    const seller = await newSeller(h);
    const res = await buyInSandbox(h, seller.accessToken, 'Starter');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Your Starter plan has been activated successfully.',
      data: {
        planName: 'Starter',
        renewed: false,
        invoiceNumber: 'VK/2026-27/000001',
        expiresAt: '2026-12-21T06:30:00.000Z',
      },
    });
    const plan = await userPlan(h, seller.accessToken);
    expect(plan.plan?.name).toBe('Starter');
    expect(plan.subscription).toMatchObject({
      is_expired: false,
      next_billing_date: '2026-12-21T06:30:00.000Z',
    });
    expect(plan.usage['1']).toMatchObject({ limit: 100, is_unlimited: false });
  });

  it('a second verify of the same payment answers success and changes nothing', async () => {
    const seller = await newSeller(h);
    const order = await createOrder(h, seller.accessToken, 'Starter');
    const fields = await sandboxPay(h, seller.accessToken, order.orderId);
    const first = await verify(h, seller.accessToken, fields);
    const before = await rowsOf(h, seller.user.id);
    const again = await verify(h, seller.accessToken, fields);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const after = await rowsOf(h, seller.user.id);
    expect(after).toEqual(before);
    expect(after.payments).toHaveLength(1);
    expect(
      await h.mail.all(seller.email).then((m) => m.filter((x) => x.subject.startsWith('Payment received'))),
    ).toHaveLength(1);
  });

  it('Fail records a failed payment and grants nothing; the order can still be paid', async () => {
    const seller = await newSeller(h);
    const order = await createOrder(h, seller.accessToken, 'Professional');
    const failed = await sandboxPay(h, seller.accessToken, order.orderId, 'failure');
    const res = await verify(h, seller.accessToken, failed);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_FAILED' });
    expect((await userPlan(h, seller.accessToken)).plan?.name).toBe('Free Trial');
    const history = (await call(h, seller.accessToken, 'GET', '/api/payments/history')).json();
    expect(history.data).toMatchObject([
      { plan_name: 'Professional', status: 'failed', amount: 1499, invoice_number: null },
    ]);
    const paid = await verify(h, seller.accessToken, await sandboxPay(h, seller.accessToken, order.orderId));
    expect(paid.statusCode).toBe(200);
    expect((await userPlan(h, seller.accessToken)).plan?.name).toBe('Professional');
  });

  it('a forged signature, a tampered payment id, and someone else order grant nothing', async () => {
    const seller = await newSeller(h);
    const other = await newSeller(h);
    const order = await createOrder(h, seller.accessToken, 'Enterprise');
    const fields = await sandboxPay(h, seller.accessToken, order.orderId);
    const forged = {
      ...fields,
      razorpay_signature: fields.razorpay_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
    };
    const tampered = { ...fields, razorpay_payment_id: fields.razorpay_payment_id.replace('pay_', 'pay_x') };
    for (const [token, body] of [
      [seller.accessToken, forged],
      [seller.accessToken, tampered],
      [seller.accessToken, { ...fields, razorpay_signature: 'short' }],
      [other.accessToken, fields],
    ] as const) {
      const res = await verify(h, token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'PAYMENT_VERIFICATION_FAILED',
        message: 'Payment verification failed. Please contact support.',
      });
    }
    expect((await rowsOf(h, seller.user.id)).payments).toHaveLength(0);
    expect((await rowsOf(h, other.user.id)).payments).toHaveLength(0);
    expect((await userPlan(h, other.accessToken)).plan?.name).toBe('Free Trial');
  });

  it('sandbox/pay refuses unknown and already paid orders', async () => {
    const seller = await newSeller(h);
    const unknown = await call(h, seller.accessToken, 'POST', '/api/payments/sandbox/pay', {
      orderId: 'order_nope',
      outcome: 'success',
    });
    expect(unknown.statusCode).toBe(404);
    const order = await createOrder(h, seller.accessToken, 'Starter');
    await verify(h, seller.accessToken, await sandboxPay(h, seller.accessToken, order.orderId));
    const again = await call(h, seller.accessToken, 'POST', '/api/payments/sandbox/pay', {
      orderId: order.orderId,
      outcome: 'success',
    });
    expect(again.statusCode).toBe(409);
  });

  it('only the signed-in owner of an order can pay it or record a failure on it', async () => {
    const seller = await newSeller(h);
    const other = await newSeller(h);
    const order = await createOrder(h, seller.accessToken, 'Enterprise');
    for (const outcome of ['success', 'failure'] as const) {
      const anonymous = await call(h, undefined, 'POST', '/api/payments/sandbox/pay', {
        orderId: order.orderId,
        outcome,
      });
      expect(anonymous.statusCode).toBe(401);
      const stranger = await call(h, other.accessToken, 'POST', '/api/payments/sandbox/pay', {
        orderId: order.orderId,
        outcome,
      });
      expect(stranger.statusCode).toBe(404);
    }
    expect((await rowsOf(h, seller.user.id)).payments).toHaveLength(0);
    const history = (await call(h, seller.accessToken, 'GET', '/api/payments/history')).json();
    expect(history.data).toEqual([]);
  });
});
