import type { NumericInput } from './inputs';
import type { DimensionsCm, PaymentMode } from './payout-rules';
import type {
  Confidence,
  MarketplaceZone,
  PayoutMarketplaceId,
  ProductCategory,
  SourceRef,
} from './rate-cards';

/**
 * True payout for one order on Amazon.in, Flipkart or Meesho.
 *
 * Price convention: `salePrice` is what the buyer pays for the item, GST included. The order value
 * (sale price + shipping charged to the buyer) is what commission bands, percent fees and TDS apply to.
 * TCS is 0.5% of the taxable value = order value / (1 + product GST%), default 18%.
 * TCS and TDS are deducted from the bank settlement but are recoverable credits, not costs.
 */
export interface TruePayoutInput {
  marketplace: PayoutMarketplaceId;
  category: ProductCategory;
  /** Required, GST-inclusive item price. */
  salePrice: NumericInput;
  /** Shipping charged to the buyer; empty means 0. */
  shippingCharged?: NumericInput;
  payment: PaymentMode;
  zone: MarketplaceZone;
  /** Packed weight; empty means 0 (still billed one slab). */
  weightKg?: NumericInput;
  dimensionsCm?: DimensionsCm | null;
  /** GST rate of the product itself; empty means 18. */
  productGstPercent?: NumericInput;
}

export type PayoutLineKind = 'fee' | 'gst' | 'tax-credit' | 'shipping';
export type PayoutLineKey =
  | 'commission'
  | 'fixed-fee'
  | 'fixed-fee-surcharge'
  | 'collection-fee'
  | 'shipping'
  | 'gst-on-fees'
  | 'tcs'
  | 'tds';

export interface PayoutLine {
  key: PayoutLineKey;
  label: string;
  /** Amount deducted, in rupees (never negative). */
  amount: number;
  kind: PayoutLineKind;
  confidence: Confidence;
  /** The rate applied, for percent-based lines. */
  percent?: number;
  note?: string;
}

export interface TruePayoutResult {
  marketplace: PayoutMarketplaceId;
  marketplaceName: string;
  source: SourceRef;
  asOf: string;
  assumptions: string[];
  orderValue: number;
  /** Order value without the product's GST. */
  taxableValue: number;
  /** GST included in the order value, which the seller owes on the sale (shown for information; not deducted). */
  productGst: number;
  commissionPercent: number;
  zeroCommissionApplied: boolean;
  actualWeightKg: number;
  volumetricWeightKg: number;
  chargeableWeightKg: number;
  weightSlabs: number;
  /** Kilograms billed one by one past the slabs (JioMart above 1 kg), else 0. */
  weightPerKg: number;
  lines: PayoutLine[];
  /** Fees and shipping before GST. */
  marketplaceFees: number;
  gstOnFees: number;
  /** marketplaceFees + gstOnFees: the real cost of selling there. */
  totalDeductions: number;
  /** TCS + TDS, held back but recoverable. */
  taxCredits: number;
  /** What lands in the bank: order value − totalDeductions − taxCredits. */
  bankSettlement: number;
  /** Bank settlement plus the recoverable credits. */
  netPayoutAfterCredits: number;
  /** totalDeductions as a percent of the order value. */
  effectiveFeePercent: number;
}
