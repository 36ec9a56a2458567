import { percentOf, requiredFigure, type NumericInput } from './inputs';
import { toPaise } from './money';

/** Return/Refund Loss calculator: loss = order value × return rate; yearly is 12 × monthly. */
export const returnLossPeriods = ['monthly', 'yearly'] as const;
export type ReturnLossPeriod = (typeof returnLossPeriods)[number];
export const monthsPerYear = 12;

export interface ReturnLossInput {
  /** Monthly order value (required). */
  orderValue: NumericInput;
  /** Percent of orders returned (required, non-zero). */
  returnRate: NumericInput;
  /** Defaults to monthly. */
  period?: ReturnLossPeriod | null;
}

export interface ReturnLossResult {
  period: ReturnLossPeriod;
  monthlyLoss: number;
  yearlyLoss: number;
  /** The loss for the chosen period. */
  loss: number;
}

/** Returns null unless the order value and the return rate are both non-zero. */
export function calculateReturnLoss(input: ReturnLossInput): ReturnLossResult | null {
  const orderValue = requiredFigure(input.orderValue);
  const returnRate = requiredFigure(input.returnRate);
  if (orderValue === null || returnRate === null) return null;
  const period: ReturnLossPeriod = input.period === 'yearly' ? 'yearly' : 'monthly';
  // The monthly loss in whole paise, the year twelve of it: what is shown adds up.
  const monthlyLoss = toPaise(percentOf(orderValue, returnRate));
  const yearlyLoss = toPaise(monthlyLoss * monthsPerYear);
  return { period, monthlyLoss, yearlyLoss, loss: period === 'yearly' ? yearlyLoss : monthlyLoss };
}
