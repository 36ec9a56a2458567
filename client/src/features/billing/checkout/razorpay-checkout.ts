import type {
  CreateOrderResponse,
  SandboxPayResponse,
  VerifyPaymentRequest,
} from '@common/contracts/billing';

/** The part of Razorpay's checkout.js API we use; the sandbox's /sandbox-checkout.js has the same shape. */
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  notes: { planId: string; userId: string };
  theme: { color: string };
  handler: (response: VerifyPaymentRequest) => void;
  modal: { ondismiss: () => void };
  /** The sandbox gateway only: asks our server to play the customer, signed in as the order's owner. */
  sandbox_pay?: (outcome: 'success' | 'failure') => Promise<SandboxPayResponse>;
}
export interface PaymentFailure {
  error?: { description?: string; reason?: string };
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: PaymentFailure) => void): void;
}
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const brandColour = '#4f46e5';
const loading = new Map<string, Promise<void>>();

/**
 * Loads the gateway's checkout script once, when a seller first chooses a plan (never with the page):
 * Razorpay's checkout.js in Razorpay mode, /sandbox-checkout.js in the sandbox.
 */
export function loadCheckoutScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  const pending =
    loading.get(src) ??
    new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => (window.Razorpay ? resolve() : reject(new Error('Payment gateway not loaded')));
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error('Failed to load payment gateway'));
      };
      document.head.appendChild(script);
    });
  loading.set(src, pending);
  return pending;
}

/** What the seller does in the checkout. With Razorpay a failed attempt keeps the checkout open for a retry. */
export interface CheckoutEvents {
  /** The sandbox's "customer pays" (POST /api/payments/sandbox/pay); used only when the gateway is the sandbox. */
  sandboxPay: (orderId: string, outcome: 'success' | 'failure') => Promise<SandboxPayResponse>;
  onPaid: (fields: VerifyPaymentRequest) => void;
  onFailed: (description: string | undefined) => void;
  onDismissed: () => void;
}

/** Opens the checkout for an order, prefilled with the seller's name, email and phone. */
export function openCheckout(order: CreateOrderResponse['data'], events: CheckoutEvents): void {
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Payment gateway not loaded');
  const checkout = new Razorpay({
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    name: 'Vikreta',
    description: order.planName,
    order_id: order.orderId,
    prefill: order.prefill,
    notes: order.notes,
    theme: { color: brandColour },
    handler: events.onPaid,
    modal: { ondismiss: events.onDismissed },
    ...(order.gateway === 'sandbox' && {
      sandbox_pay: (outcome: 'success' | 'failure') => events.sandboxPay(order.orderId, outcome),
    }),
  });
  checkout.on('payment.failed', (response) => events.onFailed(response.error?.description));
  checkout.open();
}
