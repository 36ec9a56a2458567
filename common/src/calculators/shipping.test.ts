import { describe, expect, it } from 'vitest';
import { calculateShipping, isShippingZone, zoneFactor } from './shipping';

// Weight 2 kg, distance 100 km: 50 + 2×2 + 0.5×100 = 50 + 4 + 50 = 104 before the zone factor.
describe('calculateShipping', () => {
  const base = { weightKg: 2, distanceKm: 100 };

  it('2 kg, 100 km → charges ₹4 weight + ₹50 distance, subtotal ₹104', () => {
    const r = calculateShipping({ ...base, zone: 'local' });
    expect(r?.baseRate).toBe(50);
    expect(r?.weightCharge).toBeCloseTo(4, 10);
    expect(r?.distanceCharge).toBeCloseTo(50, 10);
    expect(r?.subtotal).toBeCloseTo(104, 10);
  });

  it.each([
    ['local', 1, 104],
    ['metro', 1.2, 124.8],
    ['tier1', 1.5, 156],
    ['tier2', 2, 208],
    ['remote', 2.5, 260],
  ])('2 kg, 100 km, zone %s (×%s) → ₹%s', (zone, factor, total) => {
    const r = calculateShipping({ ...base, zone });
    expect(r?.zoneFactor).toBe(factor);
    expect(r?.total).toBeCloseTo(total, 10);
  });

  it('no zone → factor 1, 2 kg, 100 km → ₹104.00', () => {
    expect(calculateShipping(base)?.total).toBeCloseTo(104, 10);
  });

  it('unknown zone "moon" → factor 1 → ₹104.00', () => {
    expect(calculateShipping({ ...base, zone: 'moon' })?.total).toBeCloseTo(104, 10);
  });

  it('0.5 kg, 37 km, metro → (50 + 1 + 18.5) × 1.2 = ₹83.40', () => {
    expect(calculateShipping({ weightKg: 0.5, distanceKm: 37, zone: 'metro' })?.total).toBeCloseTo(83.4, 10);
  });

  it('the service field does not change the result (express vs standard both ₹260.00 remote)', () => {
    const express = calculateShipping({ ...base, zone: 'remote', service: 'express' });
    const standard = calculateShipping({ ...base, zone: 'remote', service: 'standard' });
    expect(express).toEqual(standard);
    expect(express?.total).toBeCloseTo(260, 10);
  });

  it('returns null when weight or distance is 0 or missing', () => {
    expect(calculateShipping({ weightKg: 0, distanceKm: 100 })).toBeNull();
    expect(calculateShipping({ weightKg: 2, distanceKm: 0 })).toBeNull();
    expect(calculateShipping({ weightKg: null, distanceKm: 100 })).toBeNull();
  });
});

describe('zoneFactor', () => {
  it('null and undefined → 1; tier2 → 2', () => {
    expect(zoneFactor(null)).toBe(1);
    expect(zoneFactor(undefined)).toBe(1);
    expect(zoneFactor('tier2')).toBe(2);
    expect(isShippingZone('metro')).toBe(true);
    expect(isShippingZone('Metro')).toBe(false);
  });
});
