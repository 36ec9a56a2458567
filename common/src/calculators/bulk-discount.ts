import { optionalFigure, percentOf, requiredFigure, type NumericInput } from './inputs';
import { toPaise } from './money';

/** Bulk Order Discount calculator: tier 1 from 10 units, tier 2 from 20, tier 3 from 50. */
export const bulkTierMinimums = { tier1: 10, tier2: 20, tier3: 50 } as const;

export type BulkTier = 0 | 1 | 2 | 3;

export interface BulkDiscountInput {
  /** Unit price before any discount (required). */
  basePrice: NumericInput;
  /** Units ordered (required, minimum 1). */
  quantity: NumericInput;
  tier1Percent?: NumericInput;
  tier2Percent?: NumericInput;
  tier3Percent?: NumericInput;
}

export interface BulkDiscountResult {
  /** 0 when the quantity is under the first tier. */
  tier: BulkTier;
  discountPercent: number;
  /** Discounted unit price. */
  unitPrice: number;
  totalBeforeDiscount: number;
  totalAfterDiscount: number;
  savings: number;
}

export function bulkTierFor(quantity: number): BulkTier {
  if (quantity >= bulkTierMinimums.tier3) return 3;
  if (quantity >= bulkTierMinimums.tier2) return 2;
  if (quantity >= bulkTierMinimums.tier1) return 1;
  return 0;
}

/** Returns null unless the base price is non-zero and the quantity is at least 1. */
export function calculateBulkDiscount(input: BulkDiscountInput): BulkDiscountResult | null {
  const basePrice = requiredFigure(input.basePrice);
  const quantity = requiredFigure(input.quantity);
  if (basePrice === null || quantity === null || quantity < 1) return null;
  const tier = bulkTierFor(quantity);
  const tierPercents: Record<BulkTier, number> = {
    0: 0,
    1: optionalFigure(input.tier1Percent),
    2: optionalFigure(input.tier2Percent),
    3: optionalFigure(input.tier3Percent),
  };
  const discountPercent = tierPercents[tier];
  // The unit price in whole paise, the totals from it: what is shown adds up.
  const unitPrice = toPaise(basePrice - percentOf(basePrice, discountPercent));
  const totalBeforeDiscount = toPaise(basePrice * quantity);
  const totalAfterDiscount = toPaise(unitPrice * quantity);
  return {
    tier,
    discountPercent,
    unitPrice,
    totalBeforeDiscount,
    totalAfterDiscount,
    savings: toPaise(totalBeforeDiscount - totalAfterDiscount),
  };
}
