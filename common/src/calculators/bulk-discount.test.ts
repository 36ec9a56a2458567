import { describe, expect, it } from 'vitest';
import { bulkTierFor, calculateBulkDiscount } from './bulk-discount';

const tiers = { tier1Percent: 5, tier2Percent: 10, tier3Percent: 15 };

describe('calculateBulkDiscount (base ₹200, tiers 5% / 10% / 15%)', () => {
  it('quantity 9 → no discount, unit ₹200, total ₹1,800, savings ₹0', () => {
    const r = calculateBulkDiscount({ basePrice: 200, quantity: 9, ...tiers });
    expect(r).toEqual({
      tier: 0,
      discountPercent: 0,
      unitPrice: 200,
      totalBeforeDiscount: 1800,
      totalAfterDiscount: 1800,
      savings: 0,
    });
  });

  it('quantity 10 → tier 1, 5%: unit ₹190, ₹2,000 → ₹1,900, savings ₹100', () => {
    const r = calculateBulkDiscount({ basePrice: 200, quantity: 10, ...tiers });
    expect(r?.tier).toBe(1);
    expect(r?.discountPercent).toBe(5);
    expect(r?.unitPrice).toBeCloseTo(190, 10);
    expect(r?.totalBeforeDiscount).toBeCloseTo(2000, 10);
    expect(r?.totalAfterDiscount).toBeCloseTo(1900, 10);
    expect(r?.savings).toBeCloseTo(100, 10);
  });

  it('quantity 19 → still tier 1: ₹3,800 → ₹3,610, savings ₹190', () => {
    const r = calculateBulkDiscount({ basePrice: 200, quantity: 19, ...tiers });
    expect(r?.tier).toBe(1);
    expect(r?.savings).toBeCloseTo(190, 10);
  });

  it('quantity 20 → tier 2, 10%: unit ₹180, ₹4,000 → ₹3,600, savings ₹400', () => {
    const r = calculateBulkDiscount({ basePrice: 200, quantity: 20, ...tiers });
    expect(r?.tier).toBe(2);
    expect(r?.unitPrice).toBeCloseTo(180, 10);
    expect(r?.totalAfterDiscount).toBeCloseTo(3600, 10);
    expect(r?.savings).toBeCloseTo(400, 10);
  });

  it('quantity 49 → still tier 2', () => {
    expect(calculateBulkDiscount({ basePrice: 200, quantity: 49, ...tiers })?.tier).toBe(2);
  });

  it('quantity 50 → tier 3, 15%: unit ₹170, ₹10,000 → ₹8,500, savings ₹1,500', () => {
    const r = calculateBulkDiscount({ basePrice: 200, quantity: 50, ...tiers });
    expect(r?.tier).toBe(3);
    expect(r?.unitPrice).toBeCloseTo(170, 10);
    expect(r?.totalAfterDiscount).toBeCloseTo(8500, 10);
    expect(r?.savings).toBeCloseTo(1500, 10);
  });

  it('quantity 25 with tier percents left empty → tier 2 at 0%, savings ₹0', () => {
    const r = calculateBulkDiscount({ basePrice: 200, quantity: 25 });
    expect(r?.tier).toBe(2);
    expect(r?.discountPercent).toBe(0);
    expect(r?.savings).toBe(0);
  });

  it('base ₹99.99 × 12 at 7.5% → unit ₹92.49 (92.49075), total 12 × ₹92.49 = ₹1,109.88, savings ₹90.00', () => {
    const r = calculateBulkDiscount({ basePrice: 99.99, quantity: 12, tier1Percent: 7.5 });
    expect(r).toMatchObject({
      unitPrice: 92.49,
      totalBeforeDiscount: 1199.88,
      totalAfterDiscount: 1109.88,
      savings: 90,
    });
  });

  it('quantity 1 → runs (no discount); quantity 0, 0.5 or missing → null', () => {
    expect(calculateBulkDiscount({ basePrice: 200, quantity: 1 })?.totalAfterDiscount).toBe(200);
    expect(calculateBulkDiscount({ basePrice: 200, quantity: 0 })).toBeNull();
    expect(calculateBulkDiscount({ basePrice: 200, quantity: 0.5 })).toBeNull();
    expect(calculateBulkDiscount({ basePrice: 200, quantity: undefined })).toBeNull();
  });

  it('base price 0 → null', () => {
    expect(calculateBulkDiscount({ basePrice: 0, quantity: 50, ...tiers })).toBeNull();
  });
});

describe('bulkTierFor', () => {
  it('9 → 0, 10 → 1, 20 → 2, 50 → 3, 500 → 3', () => {
    expect([9, 10, 20, 50, 500].map(bulkTierFor)).toEqual([0, 1, 2, 3, 3]);
  });
});
