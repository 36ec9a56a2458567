import type { PaymentGatewayKind } from '@common/contracts/billing';

/** Razorpay's payment states (https://razorpay.com/docs/payments/payments/#payment-life-cycle). */
export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

/** A payment as the gateway's API reports it: what verify checks before activating anything. */
export interface GatewayPayment {
  id: string;
  orderId: string | null;
  /** Smallest unit (paise). */
  amount: number;
  currency: string;
  status: GatewayPaymentStatus;
  method: string | null;
  errorDescription: string | null;
}

export interface NewGatewayOrder {
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

/** The three fields the checkout hands to its success handler, signed over order_id|payment_id. */
export interface CheckoutResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The sandbox's stand-in for "the customer pays on Razorpay's page". */
export interface SandboxCheckout {
  pay(
    order: { id: string; amount: number; currency: string },
    outcome: 'success' | 'failure',
  ): CheckoutResult;
}

/** What the billing feature needs from a gateway: Razorpay, or the offline sandbox. */
export interface PaymentGateway {
  readonly kind: PaymentGatewayKind;
  /** The public key the checkout is opened with. */
  readonly keyId: string;
  /** The script that defines window.Razorpay in the browser. */
  readonly checkoutScriptUrl: string;
  createOrder(order: NewGatewayOrder): Promise<{ id: string }>;
  /** The payment as the gateway knows it; undefined when it knows no such payment. */
  fetchPayment(paymentId: string): Promise<GatewayPayment | undefined>;
  /** HMAC-SHA256 of `order_id|payment_id` with the key secret, compared in constant time. */
  isValidPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** HMAC-SHA256 of the raw body with the webhook secret; undefined when no webhook secret is set. */
  isValidWebhookSignature(rawBody: string, signature: string): boolean | undefined;
  /** Only on the sandbox gateway. */
  readonly sandbox?: SandboxCheckout;
}
