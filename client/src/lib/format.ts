/** Display formats: plan prices, billing periods and usage limits. */

const currencySymbols: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', INR: 'Rs.' };

/** The symbol of a currency code; unknown or missing codes fall back to '$'. */
export const currencySymbol = (currency: string | null | undefined) =>
  currencySymbols[(currency ?? 'USD').toUpperCase()] ?? '$';

/** 'Rs.1,499', '$29', '€9.50': US-style grouping, decimals only when the amount is not whole. */
export function formatPlanPrice(price: number | string, currency: string | null | undefined): string {
  const amount = typeof price === 'string' ? Number(price) : price;
  const value = Number.isFinite(amount) ? amount : 0;
  const whole = Number.isInteger(value);
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(Math.abs(value));
  return `${value < 0 ? '-' : ''}${currencySymbol(currency)}${number}`;
}

/**
 * Money a seller pays on the Pricing and Billing screens: rupees as '₹1,499' or '₹1,24,999' (Indian grouping),
 * decimals only when not whole; other currencies as formatPlanPrice shows them.
 */
export function formatMoney(amount: number, currency: string | null | undefined): string {
  if ((currency ?? '').toUpperCase() !== 'INR') return formatPlanPrice(amount, currency);
  const value = Number.isFinite(amount) ? amount : 0;
  const whole = Number.isInteger(value);
  const number = new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(Math.abs(value));
  return `${value < 0 ? '-' : ''}₹${number}`;
}

const periodLabels: Record<string, string> = {
  month: 'monthly',
  year: 'yearly',
  week: 'weekly',
  forever: 'one-time',
  trial: 'free trial',
};

/** 'monthly', 'yearly', 'weekly', 'one-time', 'free trial'; an unknown period is shown as it is. */
export const periodLabel = (billingPeriod: string | null | undefined) =>
  periodLabels[billingPeriod ?? ''] ?? billingPeriod ?? '';

export interface LimitLike {
  monthly_limit: number;
  is_unlimited?: boolean | null;
}

/** A limit for display: 'Unlimited' for is_unlimited or -1, 'No Limit' for 0, else the number ('1,000'). */
export function limitLabel({ monthly_limit, is_unlimited }: LimitLike): string {
  if (is_unlimited || monthly_limit === -1) return 'Unlimited';
  if (monthly_limit === 0) return 'No Limit';
  return new Intl.NumberFormat('en-US').format(monthly_limit);
}

/** True when limitLabel gives a number rather than 'Unlimited' or 'No Limit'. */
export const isCountedLimit = (limit: LimitLike) =>
  !(limit.is_unlimited || limit.monthly_limit === -1 || limit.monthly_limit === 0);
