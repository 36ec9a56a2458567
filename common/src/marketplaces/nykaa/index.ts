import { defaultMarketplaceTitleLimit, defaultTitleLimit, englishAndHindi } from '../defaults';
import { defineMarketplace } from '../types';

/** Nykaa, beauty first. No listing rule or fee of Nykaa's is recorded (November 2026): our defaults only. */
const asOf = 'November 2026';

export const nykaa = defineMarketplace({
  id: 'nykaa',
  name: 'Nykaa',
  kind: 'beauty',
  advice: 'beauty',
  asOf,
  sells: { Beauty: 1, Health: 3, Jewelry: 5 },
  listing: {
    titleMaxChars: defaultMarketplaceTitleLimit,
    titleLimit: defaultTitleLimit(defaultMarketplaceTitleLimit, asOf),
    bannedTitleChars: [],
    descriptionMaxChars: 2000,
    notes: [],
  },
  fees: [],
  saleEvents: [],
  buyerLanguages: englishAndHindi,
});
