import { optionalFigure, percentOf, requiredFigure, type NumericInput } from './inputs';
import { toPaise } from './money';

/**
 * Marketplace Fee calculator: the platform fee percent plus the GST percent,
 * both taken of the sale price; the remainder is paid out. (GST is deliberately of the sale price,
 * as the spec says, not of the fee; the true-payout calculator models GST on fees.)
 */
export const marketplaceFeePlaceholders = { platformFeePercent: 5, gstPercent: 18 } as const;

export interface MarketplaceFeeInput {
  /** Required. */
  salePrice: NumericInput;
  /** Empty means 0 (5 is only the placeholder). */
  platformFeePercent?: NumericInput;
  /** Empty means 0 (18 is only the placeholder). */
  gstPercent?: NumericInput;
}

export interface MarketplaceFeeResult {
  platformFee: number;
  gst: number;
  totalDeductions: number;
  payout: number;
}

/** Returns null unless the sale price is non-zero. */
export function calculateMarketplaceFee(input: MarketplaceFeeInput): MarketplaceFeeResult | null {
  const salePrice = requiredFigure(input.salePrice);
  if (salePrice === null) return null;
  // Each line in whole paise, and the totals from those lines: what is shown adds up.
  const platformFee = toPaise(percentOf(salePrice, optionalFigure(input.platformFeePercent)));
  const gst = toPaise(percentOf(salePrice, optionalFigure(input.gstPercent)));
  const totalDeductions = toPaise(platformFee + gst);
  return { platformFee, gst, totalDeductions, payout: toPaise(toPaise(salePrice) - totalDeductions) };
}
