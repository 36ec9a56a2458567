import { defaultMarketplaceTitleLimit, englishAndHindi } from '../defaults';
import { defineMarketplace, type SourcedNote } from '../types';
import { flipkartListingFile } from './listing-file';
import { flipkartRateCard } from './rate-card';

/**
 * Flipkart: listing rules, fees and sales, collected November 2026. Sources: Flipkart Growth Guide (keywords,
 * attributes, quality control), press reports (zero commission under ₹1,000, Nov 2025), rate card summaries.
 */
const asOf = 'November 2026';
const guide = 'Flipkart Growth Guide';
const note = (n: Omit<SourcedNote, 'asOf'>): SourcedNote => ({ ...n, asOf });

export const flipkart = defineMarketplace({
  id: 'flipkart',
  name: 'Flipkart',
  kind: 'marketplace',
  advice: 'keyword-slots',
  asOf,
  sells: {
    Electronics: 2,
    Fashion: 4,
    Beauty: 3,
    'Home & Kitchen': 2,
    Sports: 2,
    Books: 2,
    Automotive: 2,
    Health: 2,
    'Food & Beverages': 5,
    'Baby Products': 2,
    'Pet Supplies': 2,
    Garden: 2,
    Tools: 2,
    Jewelry: 4,
    Watches: 2,
    'Bags & Wallets': 3,
    Shoes: 3,
    Furniture: 2,
    Decor: 2,
    'Kitchen Appliances': 2,
    'Mobile Phones': 2,
    Laptops: 2,
    Gaming: 2,
    Music: 2,
    Movies: 2,
    Toys: 2,
    Stationery: 2,
    'Office Products': 2,
  },
  listing: {
    titleMaxChars: defaultMarketplaceTitleLimit,
    titleLimit: note({
      text:
        'titles are assembled from attributes and no hard title limit is published; Vikreta keeps them within ' +
        `${defaultMarketplaceTitleLimit} characters`,
      status: 'default',
      source: 'Vikreta default',
    }),
    bannedTitleChars: [],
    descriptionMaxChars: 2000,
    searchKeywords: { max: 5, source: 'Flipkart Growth Guide: at most 5 search keywords' },
    notes: [
      note({
        text: 'at most 5 search keywords per listing',
        status: 'fact',
        source: guide,
        topic: 'search-keywords',
      }),
      note({
        text: 'Brand and Model Name are mandatory ID attributes; the title is assembled from attributes',
        status: 'fact',
        source: guide,
        topic: 'attributes',
      }),
      note({
        text: 'every listing passes quality control (QC) before it goes live',
        status: 'fact',
        source: guide,
        topic: 'quality-check',
      }),
      note({
        text: 'zero commission on items under ₹1,000',
        status: 'reported',
        source: 'press reports (Nov 2025)',
      }),
    ],
  },
  fees: [
    note({
      text: 'zero commission on items under ₹1,000',
      status: 'reported',
      source: 'press reports (Nov 2025)',
      topic: 'fees',
    }),
    note({
      text: 'marketplace fee = commission (2.8–25% by sub-category) + fixed fee + collection fee + shipping',
      status: 'reported',
      source: 'Flipkart rate card summaries',
    }),
  ],
  saleEvents: [
    {
      name: 'Big Billion Days',
      months: 'September–October',
      source: 'Vikreta marketplace facts, seasonality (November 2026)',
    },
  ],
  buyerLanguages: englishAndHindi,
  rateCard: flipkartRateCard,
  listingFile: flipkartListingFile,
});
