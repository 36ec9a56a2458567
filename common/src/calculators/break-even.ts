import { optionalFigure, requiredFigure, type NumericInput } from './inputs';
import { toPaise } from './money';

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
      /** The lowest price, to the paisa, at which fees and costs are covered. */
      breakEvenPrice: number;
      /** What the price leaves over the total cost: the fee at that price, to the paisa (= breakEvenPrice − totalCost). */
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
  const totalCost = toPaise(productCost + optionalFigure(input.shipping));
  const feePercent = optionalFigure(input.feePercent);
  if (feePercent >= 100)
    return { possible: false, reason: 'fee-at-or-above-100-percent', totalCost, feePercent };
  // Rounded up to the paisa (a price a paisa lower would not cover the fee); the fee shown is the rest of it.
  // In whole paise and millionths of the price (BigInt): floats lose the last paisa at a 99.99% fee, where
  // ₹10 lakh of cost needs a price of ₹1,000 crore.
  const scale = 1_000_000n;
  const kept = scale - BigInt(Math.round(feePercent * 10_000));
  const costPaise = BigInt(Math.round(totalCost * 100));
  const breakEvenPrice = Number((costPaise * scale + kept - 1n) / kept) / 100;
  return {
    possible: true,
    totalCost,
    feePercent,
    breakEvenPrice,
    feeAmount: toPaise(breakEvenPrice - totalCost),
  };
}
