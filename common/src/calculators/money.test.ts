import { describe, expect, it } from 'vitest';
import { formatInr, formatPercent, notANumberText } from './money';

describe('formatInr', () => {
  it('123456.78 → ₹1,23,456.78 (lakh grouping)', () => expect(formatInr(123456.78)).toBe('₹1,23,456.78'));
  it('0 → ₹0.00', () => expect(formatInr(0)).toBe('₹0.00'));
  it('1000 → ₹1,000.00', () => expect(formatInr(1000)).toBe('₹1,000.00'));
  it('999 → ₹999.00 (no separator under a thousand)', () => expect(formatInr(999)).toBe('₹999.00'));
  it('10000000 → ₹1,00,00,000.00 (crore grouping)', () =>
    expect(formatInr(10_000_000)).toBe('₹1,00,00,000.00'));
  it('399.15 → ₹399.15 and 0.5 → ₹0.50 (two decimals)', () => {
    expect(formatInr(999 - 450 - 149.85)).toBe('₹399.15');
    expect(formatInr(0.5)).toBe('₹0.50');
  });
  it('-1234 → -₹1,234.00', () => expect(formatInr(-1234)).toBe('-₹1,234.00'));
  it('-0 and -0.001 → ₹0.00 (no negative zero)', () => {
    expect(formatInr(-0)).toBe('₹0.00');
    expect(formatInr(-0.001)).toBe('₹0.00');
  });
  it('NaN and Infinity → —', () => {
    expect(formatInr(Number.NaN)).toBe(notANumberText);
    expect(formatInr(Number.POSITIVE_INFINITY)).toBe(notANumberText);
  });
});

describe('formatPercent', () => {
  it('399.15 / 999 × 100 = 39.954954… → 39.95%', () =>
    expect(formatPercent((399.15 / 999) * 100)).toBe('39.95%'));
  it('20 → 20.00%, 0 → 0.00%', () => {
    expect(formatPercent(20)).toBe('20.00%');
    expect(formatPercent(0)).toBe('0.00%');
  });
  it('-5.5 → -5.50%, 1234.5 → 1,234.50%', () => {
    expect(formatPercent(-5.5)).toBe('-5.50%');
    expect(formatPercent(1234.5)).toBe('1,234.50%');
  });
  it('NaN → —', () => expect(formatPercent(Number.NaN)).toBe(notANumberText));
});
