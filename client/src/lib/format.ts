/** Display formats: money, billing periods and usage limits. */

const currencySymbols: Record<string, string> = { INR: '₹', USD: '$', EUR: '€', GBP: '£' };

/** The symbol of a currency code; unknown or missing codes fall back to '$'. */
export const currencySymbol = (currency: string | null | undefined) =>
  currencySymbols[(currency ?? 'USD').toUpperCase()] ?? '$';

/**
 * The one money format of every screen (landing, pricing, billing, admin): rupees as '₹1,499' or '₹1,24,999'
 * (Indian grouping), other currencies with their symbol and Western grouping ('$29', '€9.50'); decimals only
 * when the amount is not whole. It departs from the spec's 'Rs.' (docs/decisions/0007).
 */
export function formatMoney(amount: number | string, currency: string | null | undefined): string {
  const parsed = typeof amount === 'string' ? Number(amount) : amount;
  const value = Number.isFinite(parsed) ? parsed : 0;
  const whole = Number.isInteger(value);
  const inr = currencySymbol(currency) === '₹';
  const number = new Intl.NumberFormat(inr ? 'en-IN' : 'en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(Math.abs(value));
  return `${value < 0 ? '-' : ''}${currencySymbol(currency)}${number}`;
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
