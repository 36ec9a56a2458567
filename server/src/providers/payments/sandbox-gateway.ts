import { randomBytes } from 'node:crypto';
import type { GatewayPayment, PaymentGateway } from './payment-gateway.js';
import { hmacHex, paymentSignature, signatureMatches } from './signatures.js';

/** A static file of the client build: defines window.Razorpay with the sandbox's Pay / Fail / Dismiss dialog. */
export const sandboxCheckoutScript = '/sandbox-checkout.js';
export const sandboxKeyId = 'rzp_sandbox_local';

export interface SandboxSecrets {
  /** Signs checkout results, as Razorpay's key secret does. */
  keySecret: string;
  /** Signs webhook bodies, as Razorpay's webhook secret does. */
  webhookSecret: string;
}

type PaymentRecord = Omit<GatewayPayment, 'id' | 'errorDescription'>;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The offline gateway: our server plays Razorpay. It keeps no books: a payment id carries its own record
 * (order, amount, currency, status) and a MAC over it, so a restart loses nothing and nobody can mint one.
 * Checkout results are signed over `order_id|payment_id` exactly as Razorpay signs them.
 */
export function sandboxGateway(secrets: SandboxSecrets): PaymentGateway {
  const mac = (body: string) => hmacHex(secrets.keySecret, `sandbox-payment:${body}`).slice(0, 32);
  const sign = (orderId: string, paymentId: string) =>
    paymentSignature(secrets.keySecret, orderId, paymentId);

  const decode = (paymentId: string): PaymentRecord | undefined => {
    const match = /^pay_([A-Za-z0-9_-]+)\.([0-9a-f]{32})$/.exec(paymentId);
    if (!match || !signatureMatches(mac(match[1]!), match[2]!)) return undefined;
    try {
      return JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as PaymentRecord;
    } catch {
      return undefined;
    }
  };

  return {
    kind: 'sandbox',
    keyId: sandboxKeyId,
    checkoutScriptUrl: sandboxCheckoutScript,
    async createOrder() {
      return { id: `order_${randomBytes(10).toString('base64url')}` };
    },
    async fetchPayment(paymentId) {
      const record = decode(paymentId);
      if (!record) return undefined;
      const failed = record.status === 'failed';
      return { ...record, id: paymentId, errorDescription: failed ? 'Payment failed in the sandbox' : null };
    },
    isValidPaymentSignature: (orderId, paymentId, signature) =>
      signatureMatches(sign(orderId, paymentId), signature),
    isValidWebhookSignature: (rawBody, signature) =>
      signatureMatches(hmacHex(secrets.webhookSecret, rawBody), signature),
    sandbox: {
      pay(order, outcome) {
        const record: PaymentRecord & { nonce: string } = {
          orderId: order.id,
          amount: order.amount,
          currency: order.currency,
          status: outcome === 'success' ? 'captured' : 'failed',
          method: 'sandbox',
          nonce: randomBytes(6).toString('base64url'),
        };
        const body = encode(record);
        const paymentId = `pay_${body}.${mac(body)}`;
        return {
          razorpay_order_id: order.id,
          razorpay_payment_id: paymentId,
          razorpay_signature: sign(order.id, paymentId),
        };
      },
    },
  };
}
