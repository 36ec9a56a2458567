import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney, isCountedLimit, limitLabel, periodLabel } from './format';

describe('formatMoney, the one money format', () => {
  it('writes rupees with ₹ and Indian grouping, other currencies with their symbol', () => {
    expect(formatMoney(1499, 'INR')).toBe('₹1,499');
    expect(formatMoney(124999, 'INR')).toBe('₹1,24,999');
    expect(formatMoney(12345678, 'inr')).toBe('₹1,23,45,678');
    expect(formatMoney(29, 'USD')).toBe('$29');
    expect(formatMoney(79, 'EUR')).toBe('€79');
    expect(formatMoney(199, 'GBP')).toBe('£199');
    expect(formatMoney(1234567, 'USD')).toBe('$1,234,567');
  });
  it('shows decimals only when the amount is not whole', () => {
    expect(formatMoney(9.5, 'USD')).toBe('$9.50');
    expect(formatMoney(4999.99, 'INR')).toBe('₹4,999.99');
    expect(formatMoney(0, 'INR')).toBe('₹0');
    expect(formatMoney(-499, 'INR')).toBe('-₹499');
  });
  it('falls back to $ for unknown or missing currencies', () => {
    expect(formatMoney(10, 'JPY')).toBe('$10');
    expect(formatMoney(10, undefined)).toBe('$10');
    expect(currencySymbol(null)).toBe('$');
    expect(currencySymbol('inr')).toBe('₹');
  });
  it('accepts numeric strings and survives garbage', () => {
    expect(formatMoney('1499.00', 'INR')).toBe('₹1,499');
    expect(formatMoney('abc', 'USD')).toBe('$0');
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
