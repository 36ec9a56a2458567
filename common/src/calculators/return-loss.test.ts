import { describe, expect, it } from 'vitest';
import { calculateReturnLoss } from './return-loss';

describe('calculateReturnLoss', () => {
  it('order value ₹50,000, return rate 8%, monthly → loss ₹4,000 (yearly ₹48,000)', () => {
    const r = calculateReturnLoss({ orderValue: 50_000, returnRate: 8, period: 'monthly' });
    expect(r?.period).toBe('monthly');
    expect(r?.monthlyLoss).toBeCloseTo(4000, 10);
    expect(r?.yearlyLoss).toBeCloseTo(48_000, 10);
    expect(r?.loss).toBeCloseTo(4000, 10);
  });

  it('order value ₹50,000, return rate 8%, yearly → loss ₹48,000', () => {
    const r = calculateReturnLoss({ orderValue: 50_000, returnRate: 8, period: 'yearly' });
    expect(r?.period).toBe('yearly');
    expect(r?.loss).toBeCloseTo(48_000, 10);
  });

  it('order value ₹12,345, return rate 12.5%, no period → monthly ₹1,543.13 (1,543.125), yearly 12 × that', () => {
    const r = calculateReturnLoss({ orderValue: 12_345, returnRate: 12.5 });
    expect(r?.period).toBe('monthly');
    expect(r?.loss).toBe(1543.13);
    expect(r?.yearlyLoss).toBe(18_517.56);
  });

  it('returns null when the order value or the return rate is 0 or missing', () => {
    expect(calculateReturnLoss({ orderValue: 0, returnRate: 8 })).toBeNull();
    expect(calculateReturnLoss({ orderValue: 50_000, returnRate: 0 })).toBeNull();
    expect(calculateReturnLoss({ orderValue: 50_000, returnRate: undefined })).toBeNull();
  });
});
