import { eq } from 'drizzle-orm';
import type { CreateOrderResponse, SandboxPayResponse } from '@common/contracts/billing';
import type { UserPlan } from '@common/contracts/plans';
import * as t from '../db/schema/index.js';
import type { TestApp } from './test-app.js';
import { signedIn } from './accounts.js';

/** A GST-registered supplier in Karnataka (a valid GSTIN): the invoices' seller in the billing tests. */
export const karnatakaSupplier = {
  SUPPLIER_LEGAL_NAME: 'Vikreta Technologies Private Limited',
  SUPPLIER_ADDRESS: '12 MG Road, Bengaluru 560001',
  SUPPLIER_GSTIN: '29AAGCB7383J1Z4',
} as const;

export type Seller = Awaited<ReturnType<typeof signedIn>>;
export const newSeller = signedIn;

export async function planIdOf(h: TestApp, name: string): Promise<string> {
  const [row] = await h.db.select({ id: t.plans.id }).from(t.plans).where(eq(t.plans.name, name));
  if (!row) throw new Error(`no plan ${name}`);
  return row.id;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const call = (
  h: TestApp,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) => h.app.inject({ method, url, payload: payload as object, headers: token ? bearer(token) : {} });

export async function createOrder(h: TestApp, token: string, planName: string) {
  const res = await call(h, token, 'POST', '/api/payments/create-order', {
    planId: await planIdOf(h, planName),
  });
  if (res.statusCode !== 200) throw new Error(`create-order: ${res.statusCode} ${res.body}`);
  return (res.json() as CreateOrderResponse).data;
}

export const verify = (h: TestApp, token: string, fields: object) =>
  call(h, token, 'POST', '/api/payments/verify', fields);

/** The sandbox's "customer pays", as the order's owner (signed in) does it from the checkout dialog. */
export async function sandboxPay(
  h: TestApp,
  token: string,
  orderId: string,
  outcome: 'success' | 'failure' = 'success',
) {
  const res = await call(h, token, 'POST', '/api/payments/sandbox/pay', { orderId, outcome });
  if (res.statusCode !== 200) throw new Error(`sandbox/pay: ${res.statusCode} ${res.body}`);
  const { status: _status, ...fields } = res.json() as SandboxPayResponse;
  return fields;
}

/** Create order → sandbox Pay → verify, as the browser does; returns the verify answer. */
export async function buyInSandbox(h: TestApp, token: string, planName: string) {
  const order = await createOrder(h, token, planName);
  return verify(h, token, await sandboxPay(h, token, order.orderId));
}

export async function userPlan(h: TestApp, token: string): Promise<UserPlan> {
  return (await call(h, token, 'GET', '/api/user/plan')).json();
}

/** The seller's rows: payments, subscriptions, invoices (to count what a payment changed). */
export async function rowsOf(h: TestApp, userId: string) {
  const [payments, subscriptions, invoices] = await Promise.all([
    h.db.select().from(t.payments).where(eq(t.payments.userId, userId)),
    h.db.select().from(t.subscriptions).where(eq(t.subscriptions.userId, userId)),
    h.db.select().from(t.invoices).where(eq(t.invoices.userId, userId)),
  ]);
  return { payments, subscriptions, invoices, active: subscriptions.filter((s) => s.status === 'active') };
}

/** POST /api/payments/webhook with a delivery as Razorpay sends it: the raw body, its signature and event id. */
export const deliverWebhook = (
  app: TestApp['app'],
  delivery: { body: string; signature: string; eventId: string },
) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: delivery.body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': delivery.signature,
      'x-razorpay-event-id': delivery.eventId,
    },
  });
