import Razorpay from 'razorpay';
import type { Payments } from 'razorpay/dist/types/payments';
import { billingErrorCodes, billingMessages } from '@common/contracts/billing';
import { AppError } from '../../lib/errors.js';
import type { GatewayPayment, GatewayPaymentStatus, PaymentGateway } from './payment-gateway.js';
import { hmacHex, paymentSignature, signatureMatches } from './signatures.js';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  /** RAZORPAY_API_URL: Razorpay itself, a proxy, or a Razorpay-compatible server in tests. */
  apiUrl: string;
}

export const razorpayCheckoutScript = 'https://checkout.razorpay.com/v1/checkout.js';

const statuses: GatewayPaymentStatus[] = ['created', 'authorized', 'captured', 'refunded', 'failed'];

/**
 * The SDK has no option for its host (it always starts at https://api.razorpay.com); its requests go
 * through one axios instance, whose base URL is set here. Fails loudly if a new SDK moves it.
 */
function pointAt(instance: Razorpay, apiUrl: string) {
  const client = (instance.api as unknown as { rq?: { defaults?: { baseURL?: string } } }).rq;
  if (!client?.defaults)
    throw new Error('This razorpay SDK version keeps no axios client: RAZORPAY_API_URL cannot apply');
  client.defaults.baseURL = apiUrl.replace(/\/$/, '');
}

/** The SDK rejects with { statusCode, error } for an HTTP answer, anything else for a network failure. */
const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : undefined;

const gatewayDown = (cause: unknown) =>
  Object.assign(new AppError(502, billingErrorCodes.gatewayError, billingMessages.gatewayError), { cause });

/** Real Razorpay through its official SDK (orders create, payments fetch). */
export function razorpayGateway(config: RazorpayConfig): PaymentGateway {
  const sdk = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  pointAt(sdk, config.apiUrl);
  return {
    kind: 'razorpay',
    keyId: config.keyId,
    checkoutScriptUrl: razorpayCheckoutScript,
    async createOrder(order) {
      try {
        const created = await sdk.orders.create({
          amount: order.amount,
          currency: order.currency,
          receipt: order.receipt,
          notes: order.notes,
        });
        return { id: created.id };
      } catch (error) {
        throw gatewayDown(error);
      }
    },
    async fetchPayment(paymentId): Promise<GatewayPayment | undefined> {
      let payment: Payments.RazorpayPayment;
      try {
        payment = await sdk.payments.fetch(paymentId);
      } catch (error) {
        const status = statusOf(error);
        if (status === 400 || status === 404) return undefined; // "The id provided does not exist"
        throw gatewayDown(error);
      }
      if (!statuses.includes(payment.status)) throw gatewayDown(new Error(`status ${payment.status}`));
      return {
        id: payment.id,
        orderId: payment.order_id ?? null,
        amount: Number(payment.amount),
        currency: payment.currency,
        status: payment.status,
        method: payment.method ?? null,
        errorDescription: payment.error_description ?? null,
      };
    },
    isValidPaymentSignature: (orderId, paymentId, signature) =>
      signatureMatches(paymentSignature(config.keySecret, orderId, paymentId), signature),
    isValidWebhookSignature: (rawBody, signature) =>
      config.webhookSecret === undefined
        ? undefined
        : signatureMatches(hmacHex(config.webhookSecret, rawBody), signature),
  };
}
