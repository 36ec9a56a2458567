import { defaultShortTitleLimit, defaultTitleLimit, englishAndHindi } from '../defaults';
import { defineMarketplace } from '../types';

/** Myntra, fashion first. No listing rule or fee of Myntra's is recorded (November 2026): our defaults only. */
const asOf = 'November 2026';

export const myntra = defineMarketplace({
  id: 'myntra',
  name: 'Myntra',
  kind: 'fashion',
  advice: 'fashion',
  asOf,
  sells: { Fashion: 1, Beauty: 4, Jewelry: 2, Watches: 3, 'Bags & Wallets': 1, Shoes: 1 },
  listing: {
    titleMaxChars: defaultShortTitleLimit,
    titleLimit: defaultTitleLimit(defaultShortTitleLimit, asOf),
    bannedTitleChars: [],
    descriptionMaxChars: 2000,
    notes: [],
  },
  fees: [],
  saleEvents: [],
  buyerLanguages: englishAndHindi,
});
