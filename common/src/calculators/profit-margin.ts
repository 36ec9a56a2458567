import { optionalFigure, percentOf, requiredFigure, type NumericInput } from './inputs';
import { toPaise } from './money';

/** Profit Margin calculator. */
export interface ProfitMarginInput {
  /** Cost price per unit (required). */
  cost: NumericInput;
  /** Selling price per unit (required). */
  sellingPrice: NumericInput;
  shipping?: NumericInput;
  commissionPercent?: NumericInput;
}

export type MarginInsight = 'excellent' | 'good' | 'low';

export interface ProfitMarginResult {
  totalCost: number;
  commission: number;
  profit: number;
  /** Percent of the selling price, unrounded. */
  margin: number;
  insight: MarginInsight;
}

/** Over 20% excellent, over 10% good, otherwise low. */
export function marginInsight(margin: number): MarginInsight {
  if (margin > 20) return 'excellent';
  if (margin > 10) return 'good';
  return 'low';
}

/** Returns null unless cost and selling price are both non-zero. */
export function calculateProfitMargin(input: ProfitMarginInput): ProfitMarginResult | null {
  const cost = requiredFigure(input.cost);
  const sellingPrice = requiredFigure(input.sellingPrice);
  if (cost === null || sellingPrice === null) return null;
  // Each figure in whole paise, the profit from them: what is shown adds up.
  const totalCost = toPaise(cost + optionalFigure(input.shipping));
  const commission = toPaise(percentOf(sellingPrice, optionalFigure(input.commissionPercent)));
  const profit = toPaise(sellingPrice - totalCost - commission);
  const margin = (profit * 100) / sellingPrice;
  return { totalCost, commission, profit, margin, insight: marginInsight(margin) };
}
