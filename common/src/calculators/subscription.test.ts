import { describe, expect, it } from 'vitest';
import { calculateSubscription } from './subscription';

// Price ₹500, discount 10% → ₹50 saved an order, ₹450 paid an order.
describe('calculateSubscription (price ₹500, discount 10%)', () => {
  it.each([
    ['weekly', 52, 2600, 26_000, 23_400],
    ['biweekly', 26, 1300, 13_000, 11_700],
    ['monthly', 12, 600, 6000, 5400],
    ['quarterly', 4, 200, 2000, 1800],
  ])('%s → %d orders, saves ₹%d a year (₹%d → ₹%d)', (frequency, orders, savings, without, withSub) => {
    const r = calculateSubscription({ productPrice: 500, discountPercent: 10, frequency });
    expect(r?.frequency).toBe(frequency);
    expect(r?.ordersPerYear).toBe(orders);
    expect(r?.savingsPerOrder).toBeCloseTo(50, 10);
    expect(r?.discountedPrice).toBeCloseTo(450, 10);
    expect(r?.yearlySavings).toBeCloseTo(savings, 10);
    expect(r?.yearlyCostWithout).toBeCloseTo(without, 10);
    expect(r?.yearlyCostWith).toBeCloseTo(withSub, 10);
  });

  it('no frequency → monthly, 12 orders, ₹600 a year', () => {
    const r = calculateSubscription({ productPrice: 500, discountPercent: 10 });
    expect(r?.frequency).toBe('monthly');
    expect(r?.yearlySavings).toBeCloseTo(600, 10);
  });

  it('unknown frequency "daily" → monthly', () => {
    expect(
      calculateSubscription({ productPrice: 500, discountPercent: 10, frequency: 'daily' })?.ordersPerYear,
    ).toBe(12);
  });
});

describe('calculateSubscription', () => {
  it('price ₹349, discount 7.5%, weekly → ₹26.18 an order (26.175), 52 × ₹26.18 = ₹1,361.36 a year', () => {
    const r = calculateSubscription({ productPrice: 349, discountPercent: 7.5, frequency: 'weekly' });
    expect(r).toMatchObject({ savingsPerOrder: 26.18, discountedPrice: 322.82, yearlySavings: 1361.36 });
  });

  it('returns null when the price or the discount is 0 or missing', () => {
    expect(calculateSubscription({ productPrice: 0, discountPercent: 10 })).toBeNull();
    expect(calculateSubscription({ productPrice: 500, discountPercent: 0 })).toBeNull();
    expect(calculateSubscription({ productPrice: 500, discountPercent: null })).toBeNull();
  });
});
