import { describe, expect, it } from 'vitest';
import { calculateBreakEven } from './break-even';

describe('calculateBreakEven', () => {
  it('cost 400, shipping 50, fee 10% → 450 / 0.9 = ₹500.00, fee ₹50.00', () => {
    const r = calculateBreakEven({ productCost: 400, shipping: 50, feePercent: 10 });
    expect(r?.possible).toBe(true);
    if (!r?.possible) return;
    expect(r.totalCost).toBeCloseTo(450, 10);
    expect(r.breakEvenPrice).toBeCloseTo(500, 10);
    expect(r.feeAmount).toBeCloseTo(50, 10);
  });

  it('cost 300, shipping 40, fee 15% → 340 / 0.85 = ₹400.00', () => {
    const r = calculateBreakEven({ productCost: 300, shipping: 40, feePercent: 15 });
    expect(r?.possible && r.breakEvenPrice).toBeCloseTo(400, 10);
  });

  it('cost 100, fee 12.5%, no shipping → 100 / 0.875 = 114.285714… → ₹114.29 (up to the paisa), fee ₹14.29', () => {
    const r = calculateBreakEven({ productCost: 100, feePercent: 12.5 });
    expect(r).toMatchObject({ breakEvenPrice: 114.29, feeAmount: 14.29 });
  });

  it('cost 250, no fee or shipping → break-even ₹250.00, fee ₹0', () => {
    const r = calculateBreakEven({ productCost: 250 });
    expect(r).toEqual({ possible: true, totalCost: 250, feePercent: 0, breakEvenPrice: 250, feeAmount: 0 });
  });

  it('fee 100% → not possible (no Infinity)', () => {
    expect(calculateBreakEven({ productCost: 400, shipping: 50, feePercent: 100 })).toEqual({
      possible: false,
      reason: 'fee-at-or-above-100-percent',
      totalCost: 450,
      feePercent: 100,
    });
  });

  it('fee 120% → not possible (no negative price)', () => {
    expect(calculateBreakEven({ productCost: 400, feePercent: 120 })?.possible).toBe(false);
  });

  it('returns null when product cost is 0 or missing', () => {
    expect(calculateBreakEven({ productCost: 0, shipping: 50, feePercent: 10 })).toBeNull();
    expect(calculateBreakEven({ productCost: undefined })).toBeNull();
  });
});
