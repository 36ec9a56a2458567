import { optionalFigure, requiredFigure, type NumericInput } from './inputs';
import { toPaise } from './money';

/** Delivery Time and Cost Optimizer. */
export const defaultSpeedKmh = 30;
export const minimumSpeedKmh = 1;
export const defaultCostPerKm = 2;
/** The optimised cost is a fixed 80% of the cost, shown as 20% savings. */
export const optimizedCostShare = 0.8;
export const optimizedSavingsPercent = 20;

export interface DeliveryInput {
  /** Required. */
  distanceKm: NumericInput;
  /** Average speed; empty means 30, anything under 1 counts as 1. */
  speedKmh?: NumericInput;
  /** Empty means 2. */
  costPerKm?: NumericInput;
}

export interface DeliveryResult {
  /** The speed and rate actually used, after defaults. */
  speedKmh: number;
  costPerKm: number;
  timeHours: number;
  cost: number;
  optimizedCost: number;
  savings: number;
  savingsPercent: number;
}

/** Returns null unless the distance is non-zero. */
export function calculateDelivery(input: DeliveryInput): DeliveryResult | null {
  const distanceKm = requiredFigure(input.distanceKm);
  if (distanceKm === null) return null;
  const speedKmh = Math.max(minimumSpeedKmh, optionalFigure(input.speedKmh, defaultSpeedKmh));
  const costPerKm = optionalFigure(input.costPerKm, defaultCostPerKm);
  // Both costs in whole paise, the saving from them: what is shown adds up.
  const cost = toPaise(distanceKm * costPerKm);
  const optimizedCost = toPaise(cost * optimizedCostShare);
  return {
    speedKmh,
    costPerKm,
    timeHours: distanceKm / speedKmh,
    cost,
    optimizedCost,
    savings: toPaise(cost - optimizedCost),
    savingsPercent: optimizedSavingsPercent,
  };
}
