import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { razorpayKeys, type FakeRazorpay } from '../../test/fake-razorpay.js';
import { razorpayTestApp } from '../../test/razorpay-app.js';
import type { TestApp } from '../../test/test-app.js';
import { createOrder, deliverWebhook, newSeller, rowsOf, userPlan } from '../../test/payments.js';

let h: TestApp;
let razorpay: FakeRazorpay;
let close: () => Promise<void>;
beforeAll(async () => void ({ h, razorpay, close } = await razorpayTestApp()));
afterAll(() => close());

const webhook = (delivery: Parameters<typeof deliverWebhook>[1]) => deliverWebhook(h.app, delivery);

describe('Razorpay webhooks, signed as Razorpay signs them', () => {
  it('the webhook alone activates (order.paid), once per event id and once per payment', async () => {
    const seller = await newSeller(h);
    const order = await createOrder(h, seller.accessToken, 'Starter');
    const { payment } = razorpay.pay(order.orderId);
    const delivery = razorpay.webhook('order.paid', payment);
    expect((await webhook(delivery)).json()).toEqual({ status: 'processed' });
    expect((await webhook(delivery)).json()).toEqual({ status: 'duplicate' });
    const captured = razorpay.webhook('payment.captured', payment);
    expect((await webhook(captured)).json()).toEqual({ status: 'processed' });
    const rows = await rowsOf(h, seller.user.id);
    expect(rows.payments).toHaveLength(1);
    expect(rows.invoices).toHaveLength(1);
    expect(rows.active).toHaveLength(1);
    expect((await userPlan(h, seller.accessToken)).plan?.name).toBe('Starter');
  });

  it('refuses a webhook with a wrong or missing signature, and ignores events it does not handle', async () => {
    const seller = await newSeller(h);
    const order = await createOrder(h, seller.accessToken, 'Starter');
    const { payment } = razorpay.pay(order.orderId);
    const delivery = razorpay.webhook('payment.captured', payment);
    const tampered = { ...delivery, body: delivery.body.replace('"amount":49900', '"amount":100') };
    const bad = await webhook(tampered);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'INVALID_SIGNATURE',
      message: 'The webhook signature does not match',
    });
    const unsigned = await h.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: delivery.body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await rowsOf(h, seller.user.id)).payments).toHaveLength(0);
    const refund = razorpay.webhook('payment.captured', payment);
    const other = {
      ...refund,
      body: refund.body.replace('"event":"payment.captured"', '"event":"refund.created"'),
    };
    other.signature = (await import('node:crypto'))
      .createHmac('sha256', razorpayKeys.RAZORPAY_WEBHOOK_SECRET)
      .update(other.body)
      .digest('hex');
    expect((await webhook(other)).json()).toEqual({ status: 'ignored' });
  });
});
