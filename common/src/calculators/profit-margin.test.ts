import { describe, expect, it } from 'vitest';
import { calculateProfitMargin, marginInsight } from './profit-margin';
import { formatInr, formatPercent } from './money';

describe('calculateProfitMargin', () => {
  // 400 + 50 = 450; 15% of 999 = 149.85; 999 − 450 − 149.85 = 399.15; 399.15 / 999 = 39.954954…%.
  // The issue text says 39.96%, but 39.954954… rounds to 39.95 at two decimals.
  it('cost 400, shipping 50, price 999, commission 15% → profit ₹399.15, margin 39.95% (excellent)', () => {
    const r = calculateProfitMargin({ cost: 400, shipping: 50, sellingPrice: 999, commissionPercent: 15 });
    expect(r).not.toBeNull();
    expect(r?.totalCost).toBeCloseTo(450, 10);
    expect(r?.commission).toBeCloseTo(149.85, 10);
    expect(r?.profit).toBeCloseTo(399.15, 10);
    expect(r?.margin).toBeCloseTo(39.954955, 5);
    expect(r?.insight).toBe('excellent');
    expect(formatInr(r?.profit ?? 0)).toBe('₹399.15');
    expect(formatPercent(r?.margin ?? 0)).toBe('39.95%');
  });

  it('cost 85, price 100, no shipping or commission → profit ₹15, margin 15% (good)', () => {
    const r = calculateProfitMargin({ cost: 85, sellingPrice: 100 });
    expect(r?.profit).toBeCloseTo(15, 10);
    expect(r?.margin).toBeCloseTo(15, 10);
    expect(r?.insight).toBe('good');
  });

  it('cost 95, price 100 → margin 5% (low)', () => {
    expect(calculateProfitMargin({ cost: 95, sellingPrice: 100 })?.insight).toBe('low');
  });

  it('cost 120, shipping 10, price 100 → loss ₹-30, margin -30% (low)', () => {
    const r = calculateProfitMargin({ cost: 120, shipping: 10, sellingPrice: 100 });
    expect(r?.profit).toBeCloseTo(-30, 10);
    expect(r?.margin).toBeCloseTo(-30, 10);
    expect(r?.insight).toBe('low');
  });

  it('cost 80, price 100 → margin exactly 20% is good, not excellent', () => {
    const r = calculateProfitMargin({ cost: 80, sellingPrice: 100 });
    expect(r?.margin).toBeCloseTo(20, 10);
    expect(r?.insight).toBe('good');
  });

  it('cost 90, price 100 → margin exactly 10% is low, not good', () => {
    expect(calculateProfitMargin({ cost: 90, sellingPrice: 100 })?.insight).toBe('low');
  });

  it('returns null when cost or selling price is 0 or missing', () => {
    expect(calculateProfitMargin({ cost: 0, sellingPrice: 999 })).toBeNull();
    expect(calculateProfitMargin({ cost: 400, sellingPrice: 0 })).toBeNull();
    expect(calculateProfitMargin({ cost: undefined, sellingPrice: 999 })).toBeNull();
    expect(calculateProfitMargin({ cost: 400, sellingPrice: Number.NaN })).toBeNull();
  });
});

describe('marginInsight', () => {
  it('20.01 → excellent, 20 → good, 10.01 → good, 10 → low', () => {
    expect(marginInsight(20.01)).toBe('excellent');
    expect(marginInsight(20)).toBe('good');
    expect(marginInsight(10.01)).toBe('good');
    expect(marginInsight(10)).toBe('low');
  });
});
