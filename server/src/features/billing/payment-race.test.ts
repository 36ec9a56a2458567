import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { FakeRazorpay } from '../../test/fake-razorpay.js';
import { razorpayTestApp } from '../../test/razorpay-app.js';
import type { TestApp } from '../../test/test-app.js';
import { createOrder, deliverWebhook, newSeller, rowsOf, userPlan } from '../../test/payments.js';

let h: TestApp;
let razorpay: FakeRazorpay;
let close: () => Promise<void>;
beforeAll(async () => void ({ h, razorpay, close } = await razorpayTestApp()));
afterAll(() => close());

type App = TestApp['app'];
const verifyOn = (app: App, token: string, checkout: object) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/verify',
    payload: checkout,
    headers: { authorization: `Bearer ${token}` },
  });
async function receiptsTo(email: string) {
  return (await h.mail.all(email)).filter((m) => m.subject.startsWith('Payment received'));
}

describe('verify racing the webhook', () => {
  it('20 rounds: two verifies and two webhooks at once leave one payment, one invoice, one month added', async () => {
    for (let round = 0; round < 20; round++) {
      const seller = await newSeller(h);
      const order = await createOrder(h, seller.accessToken, 'Starter');
      const { checkout, payment } = razorpay.pay(order.orderId);
      const answers = await Promise.all([
        verifyOn(h.app, seller.accessToken, checkout),
        deliverWebhook(h.app, razorpay.webhook('payment.captured', payment)),
        verifyOn(h.app, seller.accessToken, checkout),
        deliverWebhook(h.app, razorpay.webhook('order.paid', payment)),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      const rows = await rowsOf(h, seller.user.id);
      expect(rows.payments).toHaveLength(1);
      expect(rows.invoices).toHaveLength(1);
      expect(rows.active).toHaveLength(1);
      expect(rows.active[0]!.endDate?.toISOString()).toBe('2026-12-21T06:30:00.000Z');
      expect(await receiptsTo(seller.email)).toHaveLength(1);
    }
  }, 120_000);
});

describe('a server killed between capture and activation', () => {
  const crashBeforeCommit = async () => {
    await h.db
      .execute(sql`create or replace function vikreta_test_crash() returns trigger language plpgsql as $$
      begin raise exception 'the server died here'; end $$`);
    await h.db.execute(
      sql`create trigger vikreta_test_crash before insert on invoices for each row execute function vikreta_test_crash()`,
    );
  };
  const recover = () => h.db.execute(sql`drop trigger vikreta_test_crash on invoices`);
  /** A new process on the same database: a fresh app, nothing kept in memory from the one that died. */
  const restart = async () => {
    const app = await buildApp({ ...h.ctx });
    await app.ready();
    return app;
  };

  for (const replay of ['verify', 'webhook'] as const) {
    it(`leaves nothing half done, and the ${replay} replayed after a restart completes the activation`, async () => {
      const seller = await newSeller(h);
      const order = await createOrder(h, seller.accessToken, 'Professional');
      const { checkout, payment } = razorpay.pay(order.orderId);
      await crashBeforeCommit();
      try {
        const dying = await verifyOn(h.app, seller.accessToken, checkout);
        expect(dying.statusCode).toBe(500);
      } finally {
        await recover();
      }
      const left = await rowsOf(h, seller.user.id);
      expect(left.payments).toHaveLength(0);
      expect(left.invoices).toHaveLength(0);
      expect((await userPlan(h, seller.accessToken)).plan?.name).toBe('Free Trial');

      const app = await restart();
      try {
        const res =
          replay === 'verify'
            ? await verifyOn(app, seller.accessToken, checkout)
            : await deliverWebhook(app, razorpay.webhook('payment.captured', payment));
        expect(res.statusCode).toBe(200);
        const after = await verifyOn(app, seller.accessToken, checkout);
        expect(after.json()).toMatchObject({
          success: true,
          data: { planName: 'Professional', renewed: false },
        });
      } finally {
        await app.close();
      }
      const rows = await rowsOf(h, seller.user.id);
      expect(rows.payments).toMatchObject([{ status: 'completed' }]);
      expect(rows.invoices).toHaveLength(1);
      expect((await userPlan(h, seller.accessToken)).plan?.name).toBe('Professional');
      expect(await receiptsTo(seller.email)).toHaveLength(1);
    });
  }
});
