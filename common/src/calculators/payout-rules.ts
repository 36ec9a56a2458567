import { percentOf, type NumericInput } from './inputs';
import type {
  CollectionFeeCard,
  CommissionCard,
  Confidence,
  FixedFeeCard,
  MarketplaceZone,
  PerKgBand,
  ProductCategory,
  ShippingCard,
} from './rate-cards';

/** The rules the true-payout engine applies to a rate card, one small function per fee. */

export const paymentModes = ['prepaid', 'cod'] as const;
export type PaymentMode = (typeof paymentModes)[number];

/** The first band whose `upTo` is at or above the value; the open band (`upTo: null`) catches the rest. */
export function findSlab<T extends { upTo: number | null }>(slabs: readonly T[], value: number): T {
  const slab = slabs.find((s) => s.upTo === null || value <= s.upTo);
  if (!slab) throw new Error('A rate card slab table must end with an open band (upTo: null).');
  return slab;
}

const confidenceRank: Record<Confidence, number> = { fact: 0, reported: 1, estimate: 2 };

/** The least certain of several confidence levels. */
export function weakest(first: Confidence, ...rest: Confidence[]): Confidence {
  return rest.reduce((a, b) => (confidenceRank[b] > confidenceRank[a] ? b : a), first);
}

export interface CommissionOutcome {
  percent: number;
  amount: number;
  zeroCommissionApplied: boolean;
  confidence: Confidence;
  note?: string;
}

export function commissionFor(
  card: CommissionCard,
  category: ProductCategory,
  orderValue: number,
): CommissionOutcome {
  const rates = card.categories[category];
  const rule = card.zeroCommission;
  if (rule) {
    const inBand = rule.inclusive ? orderValue <= rule.maxPrice : orderValue < rule.maxPrice;
    const listed = rule.scope === 'all-categories' || rates.inZeroCommissionList === true;
    if (inBand && listed) {
      const confidence =
        rule.scope === 'all-categories'
          ? rule.confidence
          : weakest(rule.confidence, rates.zeroCommissionListConfidence ?? 'estimate');
      return { percent: 0, amount: 0, zeroCommissionApplied: true, confidence, note: rule.note };
    }
  }
  const { percent } = findSlab(rates.slabs, orderValue);
  return {
    percent,
    amount: percentOf(orderValue, percent),
    zeroCommissionApplied: false,
    confidence: rates.confidence,
    note: rates.note,
  };
}

export interface FixedFeeOutcome {
  amount: number;
  /** 0 unless the card has a surcharge and the order value is above its threshold. */
  surcharge: number;
}

export function fixedFeeFor(card: FixedFeeCard, orderValue: number): FixedFeeOutcome {
  const { amount } = findSlab(card.slabs, orderValue);
  const surcharge = card.surcharge && orderValue > card.surcharge.above ? card.surcharge.amount : 0;
  return { amount, surcharge };
}

export interface CollectionOutcome {
  amount: number;
  /** The percent applied, or undefined for a flat amount. */
  percent: number | undefined;
}

export function collectionFeeFor(
  card: CollectionFeeCard,
  payment: PaymentMode,
  orderValue: number,
): CollectionOutcome {
  if (payment === 'cod' && orderValue < card.codFlatBelow)
    return { amount: card.codFlatAmount, percent: undefined };
  const percent = payment === 'prepaid' ? card.prepaidPercent : card.codPercent;
  return { amount: percentOf(orderValue, percent), percent };
}

export interface DimensionsCm {
  length: NumericInput;
  breadth: NumericInput;
  height: NumericInput;
}

export interface WeightOutcome {
  actualKg: number;
  /** 0 when the dimensions are not all given. */
  volumetricKg: number;
  /** The higher of actual and volumetric. */
  chargeableKg: number;
  /** Slabs billed (at least one). */
  slabs: number;
}

const positive = (v: NumericInput): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

export function chargeableWeight(
  card: ShippingCard,
  actualKg: number,
  dims?: DimensionsCm | null,
): WeightOutcome {
  const volumetricKg =
    dims && positive(dims.length) && positive(dims.breadth) && positive(dims.height)
      ? (dims.length * dims.breadth * dims.height) / card.volumetricDivisor
      : 0;
  const chargeableKg = Math.max(actualKg, volumetricKg);
  // The tiny tolerance keeps an exact slab edge (e.g. 1.0 kg = 2 × 0.5 kg) from spilling into a third slab.
  const slabs = Math.max(1, Math.ceil(chargeableKg / card.slabKg - 1e-9));
  return { actualKg, volumetricKg, chargeableKg, slabs };
}

export interface ShippingOutcome {
  amount: number;
  confidence: Confidence;
  /** Weight slabs billed (at least one). */
  slabs: number;
  /** Kilograms billed one by one past the slabs (a card with per-kg bands), else 0. */
  perKgKg: number;
}

export function shippingFeeFor(
  card: ShippingCard,
  zone: MarketplaceZone,
  weight: WeightOutcome,
): ShippingOutcome {
  const rate = card.rates[zone];
  const perKg = card.perKgAfter;
  const slabs = perKg && weight.chargeableKg > perKg.fromKg ? slabsUpTo(card, perKg.fromKg) : weight.slabs;
  const extra = Math.max(0, slabs - 1);
  const slabAmount = rate.firstSlab + extra * rate.additionalSlab;
  const slabConfidence = extra > 0 ? weakest(rate.confidence, rate.additionalConfidence) : rate.confidence;
  if (!perKg || weight.chargeableKg <= perKg.fromKg)
    return { amount: slabAmount, confidence: slabConfidence, slabs, perKgKg: 0 };
  return {
    amount: slabAmount + perKgCharge(perKg.bands, perKg.fromKg, weight.chargeableKg, zone),
    confidence: weakest(slabConfidence, perKg.confidence),
    slabs,
    perKgKg: Math.ceil(weight.chargeableKg - perKg.fromKg - 1e-9),
  };
}

const slabsUpTo = (card: ShippingCard, kg: number) => Math.max(1, Math.ceil(kg / card.slabKg - 1e-9));

/** Every started kilogram past `fromKg`, at its band's rate (a band's kilograms start where the last ended). */
function perKgCharge(bands: readonly PerKgBand[], fromKg: number, kg: number, zone: MarketplaceZone): number {
  let amount = 0;
  let start = fromKg;
  for (const band of bands) {
    const end = band.upToKg === null ? kg : Math.min(kg, band.upToKg);
    if (end > start) amount += Math.ceil(end - start - 1e-9) * band.perKg[zone];
    if (band.upToKg === null || kg <= band.upToKg) break;
    start = band.upToKg;
  }
  return amount;
}
