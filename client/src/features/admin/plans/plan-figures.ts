import type { AdminPlan } from '@common/contracts/admin-plans';

const symbols: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', INR: '₹' };

/** A whole amount with its own currency's symbol: '₹1,499', '$29'. */
export const wholeAmount = (amount: number, currency: string) =>
  `${symbols[currency] ?? currency}${Math.round(amount).toLocaleString('en-IN')}`;

/** A plan's price with its symbol, decimals only when not whole: '₹499', '$9.50'. */
export const planPrice = (amount: number, currency: string) =>
  Number.isInteger(amount)
    ? wholeAmount(amount, currency)
    : `${symbols[currency] ?? currency}${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Revenue Potential: the plans' prices summed per currency (never adding rupees to dollars). */
export function revenuePotential(plans: AdminPlan[]): string {
  const sums = new Map<string, number>();
  for (const plan of plans) sums.set(plan.currency, (sums.get(plan.currency) ?? 0) + plan.price);
  if (sums.size === 0) return wholeAmount(0, 'INR');
  return [...sums].map(([currency, sum]) => wholeAmount(sum, currency)).join(' + ');
}

/** The four cards of Plan Management, with Subscribers as the sellers on active plans. */
export function planFigures(plans: AdminPlan[]) {
  const active = plans.filter((p) => p.is_active);
  return {
    total: plans.length,
    active: active.length,
    activeRate: plans.length === 0 ? 0 : Math.round((active.length / plans.length) * 100),
    revenuePotential: revenuePotential(plans),
    subscribers: active.reduce((sum, p) => sum + p.subscriber_count, 0),
  };
}
