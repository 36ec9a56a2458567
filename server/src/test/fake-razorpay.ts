import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';

export const razorpayKeys = {
  RAZORPAY_KEY_ID: 'rzp_test_Vikreta0001',
  RAZORPAY_KEY_SECRET: 'fake-razorpay-key-secret-for-tests',
  RAZORPAY_WEBHOOK_SECRET: 'fake-razorpay-webhook-secret-for-tests',
};

type Status = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}
interface FakePayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: Status;
  method: string;
  error_description: string | null;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').slice(0, 14)}`;
const hmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

/**
 * A local server speaking the parts of Razorpay's API the app calls (POST /v1/orders, GET /v1/payments/:id,
 * HTTP basic auth with the key pair), plus what Razorpay's checkout and webhooks would hand the app. Every
 * signature it makes is checked with the official SDK's own validators before it is handed out.
 */
export async function fakeRazorpay() {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const requests: string[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${razorpayKeys.RAZORPAY_KEY_ID}:${razorpayKeys.RAZORPAY_KEY_SECRET}`).toString('base64')}`;

  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const notFound = (res: ServerResponse) =>
    reply(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    requests.push(`${req.method} ${req.url}`);
    if (req.headers.authorization !== expectedAuth)
      return reply(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    if (req.method === 'POST' && req.url === '/v1/orders') {
      const body = JSON.parse(raw) as Omit<FakeOrder, 'id'>;
      const order = { ...body, id: id('order') };
      orders.set(order.id, order);
      return reply(res, 200, { entity: 'order', status: 'created', amount_paid: 0, attempts: 0, ...order });
    }
    const paymentId = /^\/v1\/payments\/([^/?]+)$/.exec(req.url ?? '')?.[1];
    if (req.method === 'GET' && paymentId) {
      const payment = payments.get(decodeURIComponent(paymentId));
      return payment
        ? reply(res, 200, { entity: 'payment', captured: payment.status === 'captured', ...payment })
        : notFound(res);
    }
    reply(res, 404, { error: { code: 'NOT_FOUND', description: 'no such route in the fake' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    payments,
    requests,
    /** The customer pays an order on Razorpay's checkout: the payment exists and its signed fields come back. */
    pay(orderId: string, overrides: Partial<Pick<FakePayment, 'status' | 'amount' | 'currency'>> = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`the fake has no order ${orderId}`);
      const payment: FakePayment = {
        id: id('pay'),
        order_id: orderId,
        amount: order.amount,
        currency: order.currency,
        status: 'captured',
        method: 'upi',
        error_description: null,
        ...overrides,
      };
      if (payment.status === 'failed') payment.error_description = 'Payment was declined by the bank';
      payments.set(payment.id, payment);
      const signature = hmac(razorpayKeys.RAZORPAY_KEY_SECRET, `${orderId}|${payment.id}`);
      const fields = { order_id: orderId, payment_id: payment.id };
      if (!validatePaymentVerification(fields, signature, razorpayKeys.RAZORPAY_KEY_SECRET))
        throw new Error('the SDK rejects the fake checkout signature');
      return {
        payment,
        checkout: {
          razorpay_order_id: orderId,
          razorpay_payment_id: payment.id,
          razorpay_signature: signature,
        },
      };
    },
    /** A webhook delivery as Razorpay sends it: raw JSON body, its signature and an event id. */
    webhook(event: 'payment.captured' | 'order.paid' | 'payment.failed', payment: FakePayment) {
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_Vikreta0001',
        event,
        contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
        payload: {
          payment: { entity: { entity: 'payment', ...payment } },
          ...(event === 'order.paid'
            ? { order: { entity: { ...orders.get(payment.order_id), status: 'paid' } } }
            : {}),
        },
        created_at: 1_795_400_000,
      });
      const signature = hmac(razorpayKeys.RAZORPAY_WEBHOOK_SECRET, body);
      if (!Razorpay.validateWebhookSignature(body, signature, razorpayKeys.RAZORPAY_WEBHOOK_SECRET))
        throw new Error('the SDK rejects the fake webhook signature');
      return { body, signature, eventId: id('evt') };
    },
    /**
     * A refund Razorpay has processed, as its refund.processed webhook sends it: the refund entity and the
     * payment it belongs to (with the total refunded so far); `payment.refunded` is the older event's name.
     */
    refundWebhook(payment: FakePayment, amount = payment.amount, event = 'refund.processed') {
      const refunded = amount >= payment.amount;
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_Vikreta0001',
        event,
        contains: ['refund', 'payment'],
        payload: {
          refund: {
            entity: {
              id: id('rfnd'),
              entity: 'refund',
              amount,
              currency: payment.currency,
              payment_id: payment.id,
              status: 'processed',
            },
          },
          payment: {
            entity: {
              entity: 'payment',
              ...payment,
              status: refunded ? 'refunded' : payment.status,
              amount_refunded: amount,
              refund_status: refunded ? 'full' : 'partial',
            },
          },
        },
        created_at: 1_795_400_100,
      });
      const signature = hmac(razorpayKeys.RAZORPAY_WEBHOOK_SECRET, body);
      return { body, signature, eventId: id('evt') };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeRazorpay = Awaited<ReturnType<typeof fakeRazorpay>>;
