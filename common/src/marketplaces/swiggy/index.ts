import { buysStockNote, defaultShortTitleLimit, defaultTitleLimit, englishAndHindi } from '../defaults';
import { defineMarketplace } from '../types';

/** Swiggy Instamart: quick commerce; mostly buys stock (seller reports, November 2026). Title limit: our default. */
const asOf = 'November 2026';

export const swiggy = defineMarketplace({
  id: 'swiggy',
  name: 'Swiggy Instamart',
  kind: 'quick-commerce',
  advice: 'quick-commerce',
  asOf,
  sells: { 'Food & Beverages': 3 },
  listing: {
    titleMaxChars: defaultShortTitleLimit,
    titleLimit: defaultTitleLimit(defaultShortTitleLimit, asOf),
    bannedTitleChars: [],
    descriptionMaxChars: 1000,
    notes: [buysStockNote(asOf)],
  },
  fees: [],
  saleEvents: [],
  buyerLanguages: englishAndHindi,
});
