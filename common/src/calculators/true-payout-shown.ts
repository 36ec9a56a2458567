import { toPaise } from './money';
import type { PayoutLineKind, TruePayoutResult } from './true-payout-types';

/**
 * The payout as the seller reads it: every line in whole paise, and every total the sum of the rounded lines
 * it stands for, so that the figures on screen add up (₹799 − 220.52 − 3.39 − 0.80 is ₹574.29, not ₹574.30).
 */
export function shownPayout(r: TruePayoutResult): TruePayoutResult {
  const lines = r.lines.map((line) => ({ ...line, amount: toPaise(line.amount) }));
  const sum = (...kinds: PayoutLineKind[]) =>
    toPaise(lines.filter((l) => kinds.includes(l.kind)).reduce((total, l) => total + l.amount, 0));
  const orderValue = toPaise(r.orderValue);
  const marketplaceFees = sum('fee', 'shipping');
  const gstOnFees = sum('gst');
  const totalDeductions = toPaise(marketplaceFees + gstOnFees);
  const taxCredits = sum('tax-credit');
  return {
    ...r,
    orderValue,
    lines,
    marketplaceFees,
    gstOnFees,
    totalDeductions,
    taxCredits,
    bankSettlement: toPaise(orderValue - totalDeductions - taxCredits),
    netPayoutAfterCredits: toPaise(orderValue - totalDeductions),
    effectiveFeePercent: orderValue === 0 ? r.effectiveFeePercent : (totalDeductions * 100) / orderValue,
  };
}
