import { defaultShortTitleLimit, defaultTitleLimit, englishAndHindi } from '../defaults';
import { defineMarketplace } from '../types';

/** Dunzo: hyperlocal delivery. No rule of its own recorded (November 2026): our defaults. */
const asOf = 'November 2026';

export const dunzo = defineMarketplace({
  id: 'dunzo',
  name: 'Dunzo',
  kind: 'hyperlocal',
  advice: 'quick-commerce',
  asOf,
  sells: { 'Food & Beverages': 6 },
  listing: {
    titleMaxChars: defaultShortTitleLimit,
    titleLimit: defaultTitleLimit(defaultShortTitleLimit, asOf),
    bannedTitleChars: [],
    descriptionMaxChars: 1000,
    notes: [],
  },
  fees: [],
  saleEvents: [],
  buyerLanguages: englishAndHindi,
});
