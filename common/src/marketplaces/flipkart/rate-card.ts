import type { MarketplaceRateCard } from '../../calculators/rate-cards/types';

/** Flipkart, standard (Bronze) seller tier. Update here when the rate card changes, and move `asOf` forward. */
export const flipkartRateCard: MarketplaceRateCard = {
  source: { name: 'Flipkart Seller Hub: fees and rate card', url: 'https://seller.flipkart.com/' },
  asOf: '2026-11',
  assumptions: [
    'Order item value = selling price + shipping charged to the buyer, without seller-funded discounts.',
    'Standard (Bronze) seller tier; Silver and Gold sellers pay lower fixed and shipping fees.',
    'Commission varies by sub-category (2.8–25%); one representative rate per category is used.',
  ],
  commission: {
    label: 'Commission',
    zeroCommission: {
      maxPrice: 1000,
      inclusive: false,
      scope: 'all-categories',
      confidence: 'reported',
      note: 'Zero commission on orders under ₹1,000 (reported, Nov 2025).',
    },
    categories: {
      'electronics-accessories': { slabs: [{ upTo: null, percent: 12 }], confidence: 'estimate' },
      'fashion-apparel': { slabs: [{ upTo: null, percent: 20 }], confidence: 'estimate' },
      beauty: { slabs: [{ upTo: null, percent: 9 }], confidence: 'estimate' },
      'home-kitchen': { slabs: [{ upTo: null, percent: 10 }], confidence: 'estimate' },
      books: { slabs: [{ upTo: null, percent: 8 }], confidence: 'estimate' },
      'toys-games': { slabs: [{ upTo: null, percent: 11 }], confidence: 'estimate' },
      'sports-fitness': { slabs: [{ upTo: null, percent: 10 }], confidence: 'estimate' },
    },
  },
  fixedFee: {
    label: 'Fixed fee',
    slabs: [
      { upTo: 300, amount: 5 },
      { upTo: 500, amount: 10 },
      { upTo: 1000, amount: 15 },
      { upTo: null, amount: 40 },
    ],
    confidence: 'estimate',
    note: 'Slabs by order item value; representative figures for the standard tier.',
  },
  collectionFee: {
    label: 'Collection fee',
    prepaidPercent: 2,
    codFlatAmount: 15,
    codFlatBelow: 750,
    codPercent: 2,
    confidence: 'reported',
    note: 'Prepaid 2%; cash on delivery ₹15 flat under ₹750, else 2%.',
    source: {
      name: 'Cointab: Flipkart collection fee',
      url: 'https://www.cointab.in/business/flipkart-collection-fee-verification/',
    },
  },
  shipping: {
    label: 'Shipping fee',
    slabKg: 0.5,
    volumetricDivisor: 5000,
    rates: {
      local: { firstSlab: 35, additionalSlab: 15, confidence: 'reported', additionalConfidence: 'estimate' },
      regional: {
        firstSlab: 50,
        additionalSlab: 20,
        confidence: 'estimate',
        additionalConfidence: 'estimate',
      },
      national: {
        firstSlab: 75,
        additionalSlab: 30,
        confidence: 'estimate',
        additionalConfidence: 'estimate',
      },
    },
    zoneLabels: { local: 'Local', regional: 'Zonal', national: 'National' },
    note: 'By weight and zone, higher of actual and volumetric (L×B×H/5000). Local ₹35 for 500 g appears in a published worked example; the rest are representative.',
  },
};
