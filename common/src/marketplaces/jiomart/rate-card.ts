import type { CategoryCommission, MarketplaceRateCard } from '../../calculators/rate-cards/types';

/**
 * JioMart, seller ships (its 'direct fulfilment' channel). JioMart's own rate card sits behind the seller
 * portal; every figure here is reported by a third party, collected November 2026:
 * - commission, fixed fee, shipping: a seller agency's copy of JioMart's rate sheet (undated, about 2025–26),
 *   the same shipping and fashion rates in a seller's own fee calculator, and EcomSprint's 'JioMart
 *   Fulfilment Fees and Charges' for the older fixed fee;
 * - no collection fee could be sourced, so none is charged here (said on the screen).
 * Categories without a rate in those sources carry an estimate, labelled as such.
 */
const reported = (
  slabs: CategoryCommission['slabs'],
  note: string,
  inZeroList: boolean,
): CategoryCommission => ({
  slabs,
  confidence: 'reported',
  note,
  inZeroCommissionList: inZeroList,
  zeroCommissionListConfidence: 'reported',
});
const estimated: CategoryCommission = {
  slabs: [{ upTo: null, percent: 10 }],
  confidence: 'estimate',
  note: 'No JioMart rate found for this category: 10% is our placeholder within the 4.5–17% found for others.',
  inZeroCommissionList: false,
  zeroCommissionListConfidence: 'estimate',
};

export const jiomartRateCard: MarketplaceRateCard = {
  source: {
    name: 'EcomSprint: JioMart fulfilment fees and charges',
    url: 'https://ecomsprint.com/jiomart-fulfilment-fees-and-charges/',
  },
  asOf: '2026-11',
  assumptions: [
    'Seller ships (direct fulfilment); JioMart warehouse (JFC) orders pay less shipping and add labelling and pick-and-pack fees.',
    'No collection fee is included: JioMart’s rate could not be sourced (the newer rate sheet lists none).',
    'Reported figures from copies of JioMart’s rate sheet; check the rate card in your seller portal.',
  ],
  commission: {
    label: 'Commission',
    zeroCommission: {
      maxPrice: 1000,
      inclusive: true,
      scope: 'listed-categories',
      reach: 'in home, kitchen and toy lines',
      confidence: 'reported',
      note: '0% commission up to ₹1,000 (a "merchant incentive") in the home, kitchen and toy lines of a copy of JioMart’s rate sheet.',
    },
    categories: {
      'electronics-accessories': estimated,
      'fashion-apparel': reported(
        [
          { upTo: 500, percent: 2 },
          { upTo: null, percent: 5 },
        ],
        'T-shirts: 2% up to ₹500, 5% above (a seller’s fee calculator); other garments 2–5% and 5–11%.',
        false,
      ),
      beauty: estimated,
      'home-kitchen': reported(
        [
          { upTo: 5000, percent: 13 },
          { upTo: null, percent: 11.5 },
        ],
        'Cookware: 13% from ₹1,001 to ₹5,000, 11.5% above; curtains 17% / 15.5%, pillows 10.5% / 7.5%.',
        true,
      ),
      books: estimated,
      'toys-games': reported(
        [
          { upTo: 5000, percent: 11 },
          { upTo: null, percent: 9.5 },
        ],
        'Dolls and soft toys: 11% from ₹1,001 to ₹5,000, 9.5% above.',
        true,
      ),
      'sports-fitness': estimated,
    },
  },
  fixedFee: {
    label: 'Fixed fee',
    slabs: [
      { upTo: 1000, amount: 0 },
      { upTo: null, amount: 30 },
    ],
    confidence: 'reported',
    note: '₹0 up to ₹1,000 and ₹30 above in the newer rate sheet; an older card charged ₹15 up to ₹500, ₹20 to ₹1,000, ₹30 above (EcomSprint).',
  },
  collectionFee: null,
  shipping: {
    label: 'Shipping fee',
    slabKg: 0.5,
    volumetricDivisor: 5000,
    rates: {
      local: { firstSlab: 38, additionalSlab: 13, confidence: 'reported', additionalConfidence: 'reported' },
      regional: {
        firstSlab: 48,
        additionalSlab: 16,
        confidence: 'reported',
        additionalConfidence: 'reported',
      },
      national: {
        firstSlab: 68,
        additionalSlab: 24,
        confidence: 'reported',
        additionalConfidence: 'reported',
      },
    },
    perKgAfter: {
      fromKg: 1,
      bands: [
        { upToKg: 5, perKg: { local: 15, regional: 20, national: 25 } },
        { upToKg: null, perKg: { local: 7, regional: 8, national: 12 } },
      ],
      confidence: 'reported',
    },
    zoneLabels: { local: 'Local', regional: 'Regional', national: 'National' },
    note: 'First 500 g, then the next 500 g, then per started kg (₹15/20/25 up to 5 kg, ₹7/8/12 after); higher of actual and volumetric weight (L×B×H/5000, our assumption: JioMart’s divisor was not found). Returns pay the same again.',
  },
};
