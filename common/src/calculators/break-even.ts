import { optionalFigure, percentOf, requiredFigure, type NumericInput } from './inputs';

/** Break-Even Price calculator: price = (product cost + shipping) / (1 − fee%). */
export interface BreakEvenInput {
  /** Required. */
  productCost: NumericInput;
  shipping?: NumericInput;
  /** Marketplace fee as a percent of the selling price. */
  feePercent?: NumericInput;
}

export type BreakEvenResult =
  | {
      possible: true;
      totalCost: number;
      feePercent: number;
      /** The selling price at which fees and costs are exactly covered. */
      breakEvenPrice: number;
      /** The fee taken at the break-even price (= breakEvenPrice − totalCost). */
      feeAmount: number;
    }
  | {
      /** A fee of 100% or more eats the whole price: no selling price breaks even. */
      possible: false;
      reason: 'fee-at-or-above-100-percent';
      totalCost: number;
      feePercent: number;
    };

/** Returns null unless the product cost is non-zero. */
export function calculateBreakEven(input: BreakEvenInput): BreakEvenResult | null {
  const productCost = requiredFigure(input.productCost);
  if (productCost === null) return null;
  const totalCost = productCost + optionalFigure(input.shipping);
  const feePercent = optionalFigure(input.feePercent);
  if (feePercent >= 100)
    return { possible: false, reason: 'fee-at-or-above-100-percent', totalCost, feePercent };
  const breakEvenPrice = totalCost / (1 - feePercent / 100);
  return {
    possible: true,
    totalCost,
    feePercent,
    breakEvenPrice,
    feeAmount: percentOf(breakEvenPrice, feePercent),
  };
}
