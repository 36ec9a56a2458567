import { buysStockNote, defaultShortTitleLimit, defaultTitleLimit, englishAndHindi } from '../defaults';
import { defineMarketplace } from '../types';

/** Zepto: quick commerce; mostly buys stock (seller reports, November 2026). Title limit: our default. */
const asOf = 'November 2026';

export const zepto = defineMarketplace({
  id: 'zepto',
  name: 'Zepto',
  kind: 'quick-commerce',
  advice: 'quick-commerce',
  asOf,
  sells: {
    Electronics: 5,
    'Home & Kitchen': 5,
    Health: 5,
    'Food & Beverages': 2,
    'Baby Products': 4,
    'Pet Supplies': 4,
    'Kitchen Appliances': 4,
    Toys: 5,
    Stationery: 5,
  },
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
