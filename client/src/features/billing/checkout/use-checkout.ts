import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { billingMessages, type CreateOrderResponse } from '@common/contracts/billing';
import type { BillingDetails } from '@common/contracts/billing-details';
import type { PublicPlan } from '@common/contracts/plans';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/error-feedback';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { createOrder, refreshAfterPayment, sandboxPay, verifyPayment } from '../api/billing-api';
import { loadCheckoutScript, openCheckout } from './razorpay-checkout';

/** Which card is busy: 'loading' while the order and the gateway load, 'processing' from checkout to verify. */
export interface CheckoutBusy {
  planId: string;
  phase: 'loading' | 'processing';
}

export const checkoutTexts = {
  createFailed: 'Failed to create payment order',
  gatewayNotLoaded: 'Payment gateway not loaded',
  verifyFailed: 'Payment verification failed. Please contact support.',
  cancelled: { title: 'Payment Cancelled', description: 'You can try again anytime.' },
  success: 'Payment Successful!',
} as const;

/**
 * The payment flow: create the order, load and open the gateway's checkout, verify on success, then
 * show the new plan everywhere (queries refetched, no reload). Dismissing shows the cancelled notice.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<CheckoutBusy | null>(null);
  const [gatewayFailed, setGatewayFailed] = useState(false);

  async function verify(planId: string, fields: Parameters<typeof verifyPayment>[0]) {
    setBusy({ planId, phase: 'processing' });
    try {
      const answer = await verifyPayment(fields);
      await refreshAfterPayment(queryClient);
      toast({ variant: 'success', title: checkoutTexts.success, description: answer.message });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Payment Error',
        description: errorMessage(error, checkoutTexts.verifyFailed),
      });
    } finally {
      setBusy(null);
    }
  }

  async function choose(plan: PublicPlan, billing?: BillingDetails) {
    if (busy) return;
    setBusy({ planId: plan.id, phase: 'loading' });
    let order: CreateOrderResponse['data'];
    try {
      order = (await createOrder(plan.id, billing, newIdempotencyKey())).data;
    } catch (error) {
      setBusy(null);
      toast({
        variant: 'destructive',
        title: checkoutTexts.createFailed,
        description: errorMessage(error, 'Please try again.'),
      });
      return;
    }
    try {
      await loadCheckoutScript(order.checkoutScriptUrl);
    } catch {
      setBusy(null);
      setGatewayFailed(true);
      return;
    }
    setBusy({ planId: plan.id, phase: 'processing' });
    try {
      openCheckout(order, {
        sandboxPay,
        onPaid: (fields) => void verify(plan.id, fields),
        onFailed: () => {
          setBusy(null);
          toast({
            variant: 'destructive',
            title: 'Payment Failed',
            description: billingMessages.paymentFailed,
          });
        },
        onDismissed: () => {
          setBusy(null);
          toast({ variant: 'warning', ...checkoutTexts.cancelled });
        },
      });
    } catch {
      setBusy(null);
      toast({ variant: 'destructive', title: checkoutTexts.gatewayNotLoaded });
    }
  }

  return { busy, gatewayFailed, choose };
}
