import { describe, expect, it } from 'vitest';
import { calculateDelivery } from './delivery';

describe('calculateDelivery', () => {
  it('120 km with defaults (30 km/h, ₹2/km) → 4 h, cost ₹240, optimised ₹192, savings ₹48 (20%)', () => {
    const r = calculateDelivery({ distanceKm: 120 });
    expect(r?.speedKmh).toBe(30);
    expect(r?.costPerKm).toBe(2);
    expect(r?.timeHours).toBeCloseTo(4, 10);
    expect(r?.cost).toBeCloseTo(240, 10);
    expect(r?.optimizedCost).toBeCloseTo(192, 10);
    expect(r?.savings).toBeCloseTo(48, 10);
    expect(r?.savingsPercent).toBe(20);
  });

  it('150 km at 60 km/h, ₹3.5/km → 2.5 h, cost ₹525, optimised ₹420, savings ₹105', () => {
    const r = calculateDelivery({ distanceKm: 150, speedKmh: 60, costPerKm: 3.5 });
    expect(r?.timeHours).toBeCloseTo(2.5, 10);
    expect(r?.cost).toBeCloseTo(525, 10);
    expect(r?.optimizedCost).toBeCloseTo(420, 10);
    expect(r?.savings).toBeCloseTo(105, 10);
  });

  it('speed 0.5 km/h → raised to the minimum 1 km/h: 10 km → 10 h', () => {
    const r = calculateDelivery({ distanceKm: 10, speedKmh: 0.5 });
    expect(r?.speedKmh).toBe(1);
    expect(r?.timeHours).toBeCloseTo(10, 10);
  });

  it('speed 0 → minimum 1 km/h (never divides by zero): 10 km → 10 h', () => {
    expect(calculateDelivery({ distanceKm: 10, speedKmh: 0 })?.timeHours).toBeCloseTo(10, 10);
  });

  it('speed NaN (empty field) → 30 km/h: 45 km → 1.5 h', () => {
    expect(calculateDelivery({ distanceKm: 45, speedKmh: Number.NaN })?.timeHours).toBeCloseTo(1.5, 10);
  });

  it('cost per km entered as 0 → cost ₹0 (an explicit 0 is kept)', () => {
    const r = calculateDelivery({ distanceKm: 45, costPerKm: 0 });
    expect(r?.cost).toBe(0);
    expect(r?.optimizedCost).toBe(0);
  });

  it('returns null when the distance is 0 or missing', () => {
    expect(calculateDelivery({ distanceKm: 0 })).toBeNull();
    expect(calculateDelivery({ distanceKm: undefined, speedKmh: 40 })).toBeNull();
  });
});
