import {
  calculateTruePayout,
  payoutMarketplaceIds,
  marketplaceZones,
  paymentModes,
  productCategories,
  productCategoryLabels,
  rateCardName,
  rateCards,
  type PayoutMarketplaceId,
  type MarketplaceZone,
} from '@common/calculators';
import { figure, pick } from '../components/parse';

/** The true-payout form, as typed. */
export const payoutInitial = {
  marketplace: payoutMarketplaceIds[0] as string,
  category: 'fashion-apparel',
  salePrice: '',
  shippingCharged: '',
  weight: '',
  length: '',
  breadth: '',
  height: '',
  zone: 'national',
  payment: 'prepaid',
  productGst: '',
};
export type PayoutValues = typeof payoutInitial;

export const marketplaceOf = (v: PayoutValues): PayoutMarketplaceId =>
  pick(payoutMarketplaceIds, v.marketplace, payoutMarketplaceIds[0]!);

export const computePayout = (v: PayoutValues) =>
  calculateTruePayout({
    marketplace: marketplaceOf(v),
    category: pick(productCategories, v.category, 'fashion-apparel'),
    salePrice: figure(v.salePrice),
    shippingCharged: figure(v.shippingCharged),
    payment: pick(paymentModes, v.payment, 'prepaid'),
    zone: pick(marketplaceZones, v.zone, 'national'),
    weightKg: figure(v.weight),
    dimensionsCm: { length: figure(v.length), breadth: figure(v.breadth), height: figure(v.height) },
    productGstPercent: figure(v.productGst),
  });

export const marketplaceOptions = payoutMarketplaceIds.map((id) => ({ value: id, label: rateCardName(id) }));

export const categoryOptions = productCategories.map((c) => ({ value: c, label: productCategoryLabels[c] }));

const zoneReach: Record<MarketplaceZone, string> = {
  local: 'same city',
  regional: 'same state or region',
  national: 'rest of India',
};

/** Zone names follow the chosen marketplace's card (Flipkart says 'Zonal'). */
export const zoneOptions = (marketplace: PayoutMarketplaceId) =>
  marketplaceZones.map((zone) => ({
    value: zone,
    label: `${rateCards[marketplace].shipping.zoneLabels[zone]} (${zoneReach[zone]})`,
  }));

export const paymentOptions = [
  { value: 'prepaid', label: 'Prepaid' },
  { value: 'cod', label: 'Cash on delivery' },
] as const;

/** '2026-11' → 'Nov 2026'. */
export function asOfLabel(asOf: string): string {
  const date = new Date(`${asOf}-01T00:00:00`);
  return Number.isNaN(date.getTime())
    ? asOf
    : date.toLocaleDateString('en-IN', { month: 'short', year: 'numeric' });
}
