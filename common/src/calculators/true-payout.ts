import { optionalFigure, percentOf, requiredFigure } from './inputs';
import {
  chargeableWeight,
  collectionFeeFor,
  commissionFor,
  fixedFeeFor,
  shippingFeeFor,
} from './payout-rules';
import {
  marketplaceTaxes,
  rateCardName,
  rateCards,
  type PayoutMarketplaceId,
  type MarketplaceRateCard,
  type MarketplaceTaxes,
  type SourcedFigure,
} from './rate-cards';
import type { PayoutLine, TruePayoutInput, TruePayoutResult } from './true-payout-types';

export type * from './true-payout-types';

/**
 * True payout for one order on Amazon.in, Flipkart or Meesho; see true-payout-types.ts for the
 * price and tax conventions. The rate cards are data in ./rate-cards and can be swapped for tests.
 * Returns null unless the sale price is non-zero.
 */
export function calculateTruePayout(
  input: TruePayoutInput,
  cards: Record<PayoutMarketplaceId, MarketplaceRateCard> = rateCards,
  taxes: MarketplaceTaxes = marketplaceTaxes,
): TruePayoutResult | null {
  const salePrice = requiredFigure(input.salePrice);
  if (salePrice === null) return null;
  const card = cards[input.marketplace];
  const orderValue = salePrice + optionalFigure(input.shippingCharged);
  const productGstPercent = optionalFigure(input.productGstPercent, taxes.defaultProductGstPercent);
  const taxableValue = orderValue / (1 + productGstPercent / 100);
  const lines: PayoutLine[] = [];

  const commission = commissionFor(card.commission, input.category, orderValue);
  lines.push({
    key: 'commission',
    label: card.commission.label,
    amount: commission.amount,
    kind: 'fee',
    confidence: commission.confidence,
    percent: commission.percent,
    note: commission.note,
  });

  if (card.fixedFee) {
    const fixed = fixedFeeFor(card.fixedFee, orderValue);
    const { label, confidence, note, surcharge } = card.fixedFee;
    lines.push({ key: 'fixed-fee', label, amount: fixed.amount, kind: 'fee', confidence, note });
    if (surcharge && fixed.surcharge > 0) {
      lines.push({
        key: 'fixed-fee-surcharge',
        label: surcharge.label,
        amount: fixed.surcharge,
        kind: 'fee',
        confidence: surcharge.confidence,
        note: surcharge.note,
      });
    }
  }

  if (card.collectionFee) {
    const { label, confidence, note } = card.collectionFee;
    const { amount, percent } = collectionFeeFor(card.collectionFee, input.payment, orderValue);
    lines.push({ key: 'collection-fee', label, amount, kind: 'fee', confidence, percent, note });
  }

  const weight = chargeableWeight(card.shipping, optionalFigure(input.weightKg), input.dimensionsCm);
  const shipping = shippingFeeFor(card.shipping, input.zone, weight);
  lines.push({
    key: 'shipping',
    label: `${card.shipping.label} (${card.shipping.zoneLabels[input.zone]})`,
    amount: shipping.amount,
    kind: 'shipping',
    confidence: shipping.confidence,
    note: card.shipping.note,
  });

  const marketplaceFees = lines.reduce((sum, line) => sum + line.amount, 0);
  const gst = taxes.gstOnFeesPercent;
  const gstOnFees = percentOf(marketplaceFees, gst.value);
  lines.push({
    key: 'gst-on-fees',
    label: 'GST on marketplace fees',
    amount: gstOnFees,
    kind: 'gst',
    confidence: gst.confidence,
    percent: gst.value,
    note: gst.note,
  });

  const tcs = percentOf(taxableValue, taxes.tcsPercent.value);
  const tds = percentOf(orderValue, taxes.tdsPercent.value);
  lines.push(
    {
      key: 'tcs',
      label: 'GST TCS (recoverable)',
      amount: tcs,
      kind: 'tax-credit',
      ...sourced(taxes.tcsPercent),
    },
    {
      key: 'tds',
      label: 'Income-tax TDS (recoverable)',
      amount: tds,
      kind: 'tax-credit',
      ...sourced(taxes.tdsPercent),
    },
  );

  const totalDeductions = marketplaceFees + gstOnFees;
  const taxCredits = tcs + tds;
  return {
    marketplace: input.marketplace,
    marketplaceName: rateCardName(input.marketplace),
    source: card.source,
    asOf: card.asOf,
    assumptions: card.assumptions,
    orderValue,
    taxableValue,
    productGst: orderValue - taxableValue,
    commissionPercent: commission.percent,
    zeroCommissionApplied: commission.zeroCommissionApplied,
    actualWeightKg: weight.actualKg,
    volumetricWeightKg: weight.volumetricKg,
    chargeableWeightKg: weight.chargeableKg,
    weightSlabs: shipping.slabs,
    weightPerKg: shipping.perKgKg,
    lines,
    marketplaceFees,
    gstOnFees,
    totalDeductions,
    taxCredits,
    bankSettlement: orderValue - totalDeductions - taxCredits,
    netPayoutAfterCredits: orderValue - totalDeductions,
    effectiveFeePercent: (totalDeductions * 100) / orderValue,
  };
}

function sourced(figure: SourcedFigure): Pick<PayoutLine, 'confidence' | 'percent' | 'note'> {
  return { confidence: figure.confidence, percent: figure.value, note: figure.note };
}
