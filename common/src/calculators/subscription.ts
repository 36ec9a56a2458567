import { percentOf, requiredFigure, type NumericInput } from './inputs';
import { toPaise } from './money';

/** Subscription Savings calculator. */
export const subscriptionFrequencies = ['weekly', 'biweekly', 'monthly', 'quarterly'] as const;
export type SubscriptionFrequency = (typeof subscriptionFrequencies)[number];

export const ordersPerYear: Record<SubscriptionFrequency, number> = {
  weekly: 52,
  biweekly: 26,
  monthly: 12,
  quarterly: 4,
};

export const defaultSubscriptionFrequency: SubscriptionFrequency = 'monthly';

export function isSubscriptionFrequency(value: unknown): value is SubscriptionFrequency {
  return typeof value === 'string' && (subscriptionFrequencies as readonly string[]).includes(value);
}

export interface SubscriptionInput {
  /** Required. */
  productPrice: NumericInput;
  /** Subscriber discount percent (required, non-zero). */
  discountPercent: NumericInput;
  /** Unknown or empty means monthly. */
  frequency?: string | null;
}

export interface SubscriptionResult {
  frequency: SubscriptionFrequency;
  ordersPerYear: number;
  savingsPerOrder: number;
  discountedPrice: number;
  yearlyCostWithout: number;
  yearlyCostWith: number;
  yearlySavings: number;
}

/** Returns null unless the product price and the discount are both non-zero. */
export function calculateSubscription(input: SubscriptionInput): SubscriptionResult | null {
  const productPrice = requiredFigure(input.productPrice);
  const discountPercent = requiredFigure(input.discountPercent);
  if (productPrice === null || discountPercent === null) return null;
  const frequency = isSubscriptionFrequency(input.frequency) ? input.frequency : defaultSubscriptionFrequency;
  const orders = ordersPerYear[frequency];
  // The per-order figures in whole paise, the yearly ones from them: what is shown adds up.
  const savingsPerOrder = toPaise(percentOf(productPrice, discountPercent));
  const discountedPrice = toPaise(productPrice - savingsPerOrder);
  return {
    frequency,
    ordersPerYear: orders,
    savingsPerOrder,
    discountedPrice,
    yearlyCostWithout: toPaise(productPrice * orders),
    yearlyCostWith: toPaise(discountedPrice * orders),
    yearlySavings: toPaise(savingsPerOrder * orders),
  };
}
