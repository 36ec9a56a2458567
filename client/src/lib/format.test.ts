import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatMoney,
  formatPlanPrice,
  isCountedLimit,
  limitLabel,
  periodLabel,
} from './format';

describe('formatPlanPrice', () => {
  it('uses the spec symbols and US-style grouping', () => {
    expect(formatPlanPrice(1499, 'INR')).toBe('Rs.1,499');
    expect(formatPlanPrice(29, 'USD')).toBe('$29');
    expect(formatPlanPrice(79, 'EUR')).toBe('€79');
    expect(formatPlanPrice(199, 'GBP')).toBe('£199');
    expect(formatPlanPrice(1234567, 'INR')).toBe('Rs.1,234,567');
  });
  it('shows decimals only when the amount is not whole', () => {
    expect(formatPlanPrice(9.5, 'USD')).toBe('$9.50');
    expect(formatPlanPrice(4999.99, 'INR')).toBe('Rs.4,999.99');
    expect(formatPlanPrice(0, 'INR')).toBe('Rs.0');
  });
  it('falls back to $ for unknown or missing currencies', () => {
    expect(formatPlanPrice(10, 'JPY')).toBe('$10');
    expect(formatPlanPrice(10, undefined)).toBe('$10');
    expect(currencySymbol(null)).toBe('$');
    expect(currencySymbol('inr')).toBe('Rs.');
  });
  it('accepts numeric strings and survives garbage', () => {
    expect(formatPlanPrice('1499.00', 'INR')).toBe('Rs.1,499');
    expect(formatPlanPrice('abc', 'USD')).toBe('$0');
  });
});

describe('periodLabel', () => {
  it('maps every billing period of the spec', () => {
    expect(periodLabel('month')).toBe('monthly');
    expect(periodLabel('year')).toBe('yearly');
    expect(periodLabel('week')).toBe('weekly');
    expect(periodLabel('forever')).toBe('one-time');
    expect(periodLabel('trial')).toBe('free trial');
  });
  it('shows an unknown period as it is', () => {
    expect(periodLabel('quarter')).toBe('quarter');
    expect(periodLabel(undefined)).toBe('');
  });
});

describe('limitLabel', () => {
  it('reads 0 as No Limit and -1 or is_unlimited as Unlimited', () => {
    expect(limitLabel({ monthly_limit: 0, is_unlimited: false })).toBe('No Limit');
    expect(limitLabel({ monthly_limit: -1, is_unlimited: false })).toBe('Unlimited');
    expect(limitLabel({ monthly_limit: 0, is_unlimited: true })).toBe('Unlimited');
    expect(limitLabel({ monthly_limit: 500, is_unlimited: true })).toBe('Unlimited');
  });
  it('otherwise gives the number', () => {
    expect(limitLabel({ monthly_limit: 3, is_unlimited: false })).toBe('3');
    expect(limitLabel({ monthly_limit: 1000 })).toBe('1,000');
    expect(isCountedLimit({ monthly_limit: 100 })).toBe(true);
    expect(isCountedLimit({ monthly_limit: 0 })).toBe(false);
    expect(isCountedLimit({ monthly_limit: -1 })).toBe(false);
  });
});

describe('formatMoney', () => {
  it('shows rupees with the ₹ sign and Indian grouping', () => {
    expect(formatMoney(999, 'INR')).toBe('₹999');
    expect(formatMoney(124999, 'INR')).toBe('₹1,24,999');
    expect(formatMoney(1234567.5, 'INR')).toBe('₹12,34,567.50');
  });
  it('leaves other currencies to the spec format', () => {
    expect(formatMoney(1234567, 'USD')).toBe('$1,234,567');
  });
});
