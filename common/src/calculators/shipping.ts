import { requiredFigure, type NumericInput } from './inputs';
import { toPaise } from './money';

/** Shipping Cost calculator: (50 + 2 per kg + 0.5 per km) × zone factor. */
export const shippingBaseRate = 50;
export const shippingRatePerKg = 2;
export const shippingRatePerKm = 0.5;

export const shippingZones = ['local', 'metro', 'tier1', 'tier2', 'remote'] as const;
export type ShippingZone = (typeof shippingZones)[number];

export const shippingZoneFactors: Record<ShippingZone, number> = {
  local: 1,
  metro: 1.2,
  tier1: 1.5,
  tier2: 2,
  remote: 2.5,
};

/** Factor used when no zone, or an unknown one, is chosen. */
export const defaultZoneFactor = 1;

export function isShippingZone(value: unknown): value is ShippingZone {
  return typeof value === 'string' && (shippingZones as readonly string[]).includes(value);
}

export function zoneFactor(zone: string | null | undefined): number {
  return isShippingZone(zone) ? shippingZoneFactors[zone] : defaultZoneFactor;
}

export interface ShippingInput {
  /** Required. */
  weightKg: NumericInput;
  /** Required. */
  distanceKm: NumericInput;
  zone?: string | null;
  /** Present on the form but unused by the formula. */
  service?: string | null;
}

export interface ShippingResult {
  baseRate: number;
  weightCharge: number;
  distanceCharge: number;
  /** Before the zone factor. */
  subtotal: number;
  zoneFactor: number;
  total: number;
}

/** Returns null unless weight and distance are both non-zero. */
export function calculateShipping(input: ShippingInput): ShippingResult | null {
  const weightKg = requiredFigure(input.weightKg);
  const distanceKm = requiredFigure(input.distanceKm);
  if (weightKg === null || distanceKm === null) return null;
  // Each charge in whole paise, the subtotal and cost from them: what is shown adds up.
  const weightCharge = toPaise(shippingRatePerKg * weightKg);
  const distanceCharge = toPaise(shippingRatePerKm * distanceKm);
  const subtotal = toPaise(shippingBaseRate + weightCharge + distanceCharge);
  const factor = zoneFactor(input.zone);
  return {
    baseRate: shippingBaseRate,
    weightCharge,
    distanceCharge,
    subtotal,
    zoneFactor: factor,
    total: toPaise(subtotal * factor),
  };
}
