import type { MarketplaceRateCard } from '../../calculators/rate-cards/types';

/**
 * Amazon.in, Easy Ship channel. Update the figures here when Amazon revises its fee schedule,
 * and move `asOf` forward.
 */
export const amazonInRateCard: MarketplaceRateCard = {
  source: { name: 'Amazon.in Seller: Fees and Pricing', url: 'https://sell.amazon.in/fees-and-pricing' },
  asOf: '2026-11',
  assumptions: [
    'Easy Ship channel: Amazon picks up and delivers. FBA, Self Ship and Seller Flex fees differ.',
    'Fees are worked out on the order value (item price plus any shipping charged to the buyer).',
    'Standard-size items only; heavy and bulky items have other weight handling fees.',
  ],
  commission: {
    label: 'Referral fee',
    zeroCommission: {
      maxPrice: 300,
      inclusive: true,
      scope: 'listed-categories',
      reach: 'in 135+ categories',
      confidence: 'fact',
      note: '0% referral fee on items up to ₹300 in 135+ categories from 7 Apr 2025 (Business Standard).',
    },
    categories: {
      'electronics-accessories': {
        slabs: [
          { upTo: 500, percent: 10 },
          { upTo: 1000, percent: 12 },
          { upTo: null, percent: 15 },
        ],
        confidence: 'estimate',
        inZeroCommissionList: true,
        zeroCommissionListConfidence: 'estimate',
      },
      'fashion-apparel': {
        slabs: [
          { upTo: 500, percent: 4.5 },
          { upTo: 1000, percent: 11 },
          { upTo: null, percent: 19 },
        ],
        confidence: 'reported',
        note: "'Apparel - Other products', seen on a stored copy of Amazon's Sep 2025 fee revision page.",
        inZeroCommissionList: true,
        zeroCommissionListConfidence: 'reported',
      },
      beauty: {
        slabs: [
          { upTo: 300, percent: 2.5 },
          { upTo: 500, percent: 5 },
          { upTo: null, percent: 8 },
        ],
        confidence: 'reported',
        note: "'Beauty - Other products', from an older published Amazon.in referral fee sheet.",
        inZeroCommissionList: true,
        zeroCommissionListConfidence: 'reported',
      },
      'home-kitchen': {
        slabs: [
          { upTo: 500, percent: 5.5 },
          { upTo: 1000, percent: 7 },
          { upTo: null, percent: 9 },
        ],
        confidence: 'estimate',
        inZeroCommissionList: true,
        zeroCommissionListConfidence: 'reported',
      },
      books: {
        slabs: [
          { upTo: 250, percent: 3 },
          { upTo: 500, percent: 4.5 },
          { upTo: 1000, percent: 9 },
          { upTo: null, percent: 12.5 },
        ],
        confidence: 'fact',
        note: 'Books slab example quoted from the Amazon.in fee schedule in docs/marketplace-facts.md.',
        inZeroCommissionList: false,
        zeroCommissionListConfidence: 'estimate',
      },
      'toys-games': {
        slabs: [
          { upTo: 1000, percent: 9.5 },
          { upTo: null, percent: 11 },
        ],
        confidence: 'reported',
        note: "'Toys - Other products', from an older published Amazon.in referral fee sheet.",
        inZeroCommissionList: true,
        zeroCommissionListConfidence: 'reported',
      },
      'sports-fitness': {
        slabs: [
          { upTo: 500, percent: 6 },
          { upTo: 1000, percent: 8 },
          { upTo: null, percent: 10 },
        ],
        confidence: 'estimate',
        inZeroCommissionList: true,
        zeroCommissionListConfidence: 'estimate',
      },
    },
  },
  fixedFee: {
    label: 'Closing fee',
    slabs: [
      { upTo: 250, amount: 5 },
      { upTo: 500, amount: 9 },
      { upTo: 1000, amount: 26 },
      { upTo: null, amount: 48 },
    ],
    confidence: 'estimate',
    note: 'Easy Ship bands are representative; only the ₹5 starting figure is published.',
    surcharge: {
      above: 1000,
      amount: 3,
      label: 'Closing fee increase above ₹1,000',
      confidence: 'fact',
      note: '+₹3 a unit above ₹1,000 from Apr 2024.',
    },
  },
  collectionFee: null,
  shipping: {
    label: 'Weight handling fee',
    slabKg: 0.5,
    volumetricDivisor: 5000,
    rates: {
      local: { firstSlab: 29, additionalSlab: 13, confidence: 'fact', additionalConfidence: 'estimate' },
      regional: {
        firstSlab: 40,
        additionalSlab: 17,
        confidence: 'estimate',
        additionalConfidence: 'estimate',
      },
      national: { firstSlab: 65, additionalSlab: 25, confidence: 'fact', additionalConfidence: 'estimate' },
    },
    zoneLabels: { local: 'Local', regional: 'Regional', national: 'National' },
    note: "Published: 'from ₹29' and national Easy Ship from ₹65 (Apr 2025). Other slab figures are representative.",
  },
};
