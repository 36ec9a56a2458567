import type { CategoryCommission, MarketplaceRateCard } from '../../calculators/rate-cards/types';

const zeroCommission = (): CategoryCommission => ({
  slabs: [{ upTo: null, percent: 0 }],
  confidence: 'fact',
});

/** Meesho. Update here when Meesho's charges change, and move `asOf` forward. */
export const meeshoRateCard: MarketplaceRateCard = {
  source: { name: 'Meesho Supplier Hub', url: 'https://supplier.meesho.com/' },
  asOf: '2026-11',
  assumptions: [
    '0% commission; the seller pays forward shipping.',
    'Return shipping, penalties and optional programmes are not included.',
  ],
  commission: {
    label: 'Commission',
    categories: {
      'electronics-accessories': zeroCommission(),
      'fashion-apparel': zeroCommission(),
      beauty: zeroCommission(),
      'home-kitchen': zeroCommission(),
      books: zeroCommission(),
      'toys-games': zeroCommission(),
      'sports-fitness': zeroCommission(),
    },
  },
  fixedFee: null,
  collectionFee: {
    label: 'Payment gateway charge',
    prepaidPercent: 2,
    codFlatAmount: 0,
    codFlatBelow: 0,
    codPercent: 0,
    confidence: 'reported',
    note: 'Prepaid orders: reported 1.5–2.5%, midpoint used. No charge assumed on cash on delivery.',
    source: {
      name: 'ReconPe: why your Meesho payout is less than your order value',
      url: 'https://reconpe.com/blog/why-meesho-payout-less-than-order-value/',
    },
  },
  shipping: {
    label: 'Shipping charge',
    slabKg: 0.5,
    volumetricDivisor: 5000,
    rates: {
      local: { firstSlab: 45, additionalSlab: 15, confidence: 'estimate', additionalConfidence: 'estimate' },
      regional: {
        firstSlab: 65,
        additionalSlab: 20,
        confidence: 'estimate',
        additionalConfidence: 'estimate',
      },
      national: {
        firstSlab: 90,
        additionalSlab: 25,
        confidence: 'estimate',
        additionalConfidence: 'estimate',
      },
    },
    zoneLabels: { local: 'Local', regional: 'Regional', national: 'National' },
    note: 'Reported ₹45–90 an order; the split by zone and weight is representative.',
  },
};
