import { defaultShortTitleLimit, defaultTitleLimit, englishAndHindi } from '../defaults';
import { defineMarketplace } from '../types';

/** Zomato: restaurant food delivery: sells dishes only. No rule of its own recorded (November 2026): our defaults. */
const asOf = 'November 2026';

export const zomato = defineMarketplace({
  id: 'zomato',
  name: 'Zomato',
  kind: 'food-delivery',
  advice: 'food-delivery',
  asOf,
  sells: {},
  sellsDishes: true,
  listing: {
    titleMaxChars: defaultShortTitleLimit,
    titleLimit: defaultTitleLimit(defaultShortTitleLimit, asOf),
    bannedTitleChars: [],
    descriptionMaxChars: 500,
    notes: [],
  },
  fees: [],
  saleEvents: [],
  buyerLanguages: englishAndHindi,
});
