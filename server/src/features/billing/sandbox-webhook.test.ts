import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSecrets } from '../../providers/payments/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  call,
  createOrder,
  deliverWebhook,
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

describe('the sandbox webhook and limits', () => {
  it('a webhook signed with the sandbox secret completes a sandbox payment once; a wrong signature is refused', async () => {
    const seller = await newSeller(h);
    const order = await createOrder(h, seller.accessToken, 'Starter');
    const fields = await sandboxPay(h, seller.accessToken, order.orderId);
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: fields.razorpay_payment_id,
            order_id: order.orderId,
            amount: 49_900,
            currency: 'INR',
            status: 'captured',
            method: 'sandbox',
          },
        },
      },
    });
    const send = (signature: string) => deliverWebhook(h.app, { body, signature, eventId: 'evt_sandbox_1' });
    expect((await send('0'.repeat(64))).statusCode).toBe(400);
    const signature = createHmac('sha256', sandboxSecrets(h.env).webhookSecret).update(body).digest('hex');
    expect((await send(signature)).json()).toEqual({ status: 'processed' });
    expect((await send(signature)).json()).toEqual({ status: 'duplicate' });
    expect((await userPlan(h, seller.accessToken)).plan?.name).toBe('Starter');
    const verified = await verify(h, seller.accessToken, fields);
    expect(verified.statusCode).toBe(200);
    expect((await rowsOf(h, seller.user.id)).invoices).toHaveLength(1);
  });

  it('the CSP allows no Razorpay host in sandbox mode', async () => {
    const csp = (await h.app.inject('/api/health')).headers['content-security-policy'] as string;
    expect(csp).not.toContain('razorpay');
  });

  it('a seller may open 20 checkouts in 10 minutes; the 21st is refused with 429', async () => {
    const seller = await newSeller(h);
    for (let i = 0; i < 20; i++) await createOrder(h, seller.accessToken, 'Starter');
    const refused = await call(h, seller.accessToken, 'POST', '/api/payments/create-order', {
      planId: await planIdOf(h, 'Starter'),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});
