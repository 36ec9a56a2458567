/**
 * Shape of a marketplace rate card for the true-payout calculator.
 * Every figure group says how sure we are of it so the screen can label it:
 * - 'fact': read on the marketplace's or the government's own page (docs/marketplace-facts.md);
 * - 'reported': a third party, or an older stored copy of the marketplace's page, says so;
 * - 'estimate': a representative figure picked by us where no published figure was at hand.
 */
export type Confidence = 'fact' | 'reported' | 'estimate';

export interface SourceRef {
  name: string;
  url: string;
}

/** A small representative set of categories shared by all three cards. */
export const productCategories = [
  'electronics-accessories',
  'fashion-apparel',
  'beauty',
  'home-kitchen',
  'books',
  'toys-games',
  'sports-fitness',
] as const;
export type ProductCategory = (typeof productCategories)[number];

export const productCategoryLabels: Record<ProductCategory, string> = {
  'electronics-accessories': 'Electronics accessories',
  'fashion-apparel': 'Fashion & apparel',
  beauty: 'Beauty',
  'home-kitchen': 'Home & kitchen',
  books: 'Books',
  'toys-games': 'Toys & games',
  'sports-fitness': 'Sports & fitness',
};

/** Shipping distance zones: same city, same region/state (Flipkart says 'zonal'), anywhere else. */
export const marketplaceZones = ['local', 'regional', 'national'] as const;
export type MarketplaceZone = (typeof marketplaceZones)[number];

/** A price band: applies when the order value is at most `upTo` (null = no upper bound; keep it last). */
export interface PercentSlab {
  upTo: number | null;
  percent: number;
}

export interface AmountSlab {
  upTo: number | null;
  amount: number;
}

export interface CategoryCommission {
  slabs: PercentSlab[];
  confidence: Confidence;
  note?: string;
  /** Whether the card's zero-commission rule covers this category (when the rule is limited to listed categories). */
  inZeroCommissionList?: boolean;
  zeroCommissionListConfidence?: Confidence;
}

/** Commission is 0 at or below (`inclusive`) or below `maxPrice`. */
export interface ZeroCommissionRule {
  maxPrice: number;
  inclusive: boolean;
  scope: 'all-categories' | 'listed-categories';
  /** Which categories a listed-categories rule covers, in a few words ('in 135+ categories'). */
  reach?: string;
  confidence: Confidence;
  note: string;
}

export interface CommissionCard {
  /** 'Referral fee' on Amazon, 'Commission' elsewhere. */
  label: string;
  zeroCommission?: ZeroCommissionRule;
  categories: Record<ProductCategory, CategoryCommission>;
}

export interface FixedFeeCard {
  /** 'Closing fee' on Amazon, 'Fixed fee' on Flipkart. */
  label: string;
  slabs: AmountSlab[];
  confidence: Confidence;
  note?: string;
  /** A flat amount added when the order value is above `above` (Amazon: +₹3 above ₹1,000). */
  surcharge?: { above: number; amount: number; label: string; confidence: Confidence; note?: string };
}

/** Payment collection (gateway or cash-handling) fee. */
export interface CollectionFeeCard {
  label: string;
  prepaidPercent: number;
  /** COD under `codFlatBelow` pays `codFlatAmount`; at or above it pays `codPercent`. */
  codFlatAmount: number;
  codFlatBelow: number;
  codPercent: number;
  confidence: Confidence;
  note?: string;
  source?: SourceRef;
}

export interface ZoneShippingRate {
  /** Fee for the first weight slab. */
  firstSlab: number;
  /** Fee for each further slab. */
  additionalSlab: number;
  /** How sure we are of `firstSlab`. */
  confidence: Confidence;
  /** How sure we are of `additionalSlab`. */
  additionalConfidence: Confidence;
}

export interface ShippingCard {
  label: string;
  /** Slab size in kg (0.5 = 500 g). */
  slabKg: number;
  /** Volumetric weight (kg) = L × B × H (cm) / divisor. */
  volumetricDivisor: number;
  rates: Record<MarketplaceZone, ZoneShippingRate>;
  zoneLabels: Record<MarketplaceZone, string>;
  /** Past `fromKg`, a charge per started kilogram in bands instead of further slabs (JioMart). */
  perKgAfter?: { fromKg: number; bands: PerKgBand[]; confidence: Confidence };
  note?: string;
  source?: SourceRef;
}

/** A kilogram band's charge per started kilogram, by zone (`upToKg: null` = no upper bound; keep it last). */
export interface PerKgBand {
  upToKg: number | null;
  perKg: Record<MarketplaceZone, number>;
}

export interface MarketplaceRateCard {
  source: SourceRef;
  /** Year-month the figures were collected, e.g. '2026-11'. */
  asOf: string;
  /** Scope notes shown under the breakdown (channel, seller tier…). */
  assumptions: string[];
  commission: CommissionCard;
  fixedFee: FixedFeeCard | null;
  collectionFee: CollectionFeeCard | null;
  shipping: ShippingCard;
}

export interface SourcedFigure {
  value: number;
  confidence: Confidence;
  source: SourceRef;
  note: string;
}

/** GST on fees and the two tax deductions, shared by every marketplace. */
export interface MarketplaceTaxes {
  asOf: string;
  gstOnFeesPercent: SourcedFigure;
  tcsPercent: SourcedFigure;
  tdsPercent: SourcedFigure;
  defaultProductGstPercent: number;
}
