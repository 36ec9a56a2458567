import { defaultMarketplaceTitleLimit, defaultTitleLimit, englishAndHindi } from '../defaults';
import { defineMarketplace, type SourcedNote } from '../types';
import { jiomartRateCard } from './rate-card';

/**
 * JioMart (Reliance Retail): a catalogue marketplace with its own stock and outside sellers since October 2020
 * (Jio Commerce case study, jiocommerce.io). Collected November 2026. JioMart publishes no title, bullet or
 * description limit where we could read it, so our defaults apply; its fees are reported figures (see
 * rate-card.ts). Categories: its fashion page lists apparel, bags, shoes, sunglasses and watches
 * (jiomart.com/c/fashion/3); groceries, electronics, home and kitchen, furniture, jewellery, beauty and
 * personal care are reported (AppsRhino, Apr 2023; sellingos.com, 2026). It comes last among the
 * marketplaces of each category: Vikreta has no reading of how its search ranks sellers.
 */
const asOf = 'November 2026';
const note = (n: Omit<SourcedNote, 'asOf'>): SourcedNote => ({ ...n, asOf });

export const jiomart = defineMarketplace({
  id: 'jiomart',
  name: 'JioMart',
  kind: 'marketplace',
  advice: 'general',
  asOf,
  sells: {
    'Food & Beverages': 7,
    Electronics: 6,
    'Mobile Phones': 5,
    Fashion: 5,
    Shoes: 5,
    'Bags & Wallets': 5,
    Watches: 5,
    Jewelry: 6,
    Beauty: 7,
    Health: 6,
    'Home & Kitchen': 6,
    'Kitchen Appliances': 5,
    Furniture: 3,
    Toys: 6,
  },
  listing: {
    titleMaxChars: defaultMarketplaceTitleLimit,
    titleLimit: defaultTitleLimit(defaultMarketplaceTitleLimit, asOf),
    bannedTitleChars: [],
    descriptionMaxChars: 2000,
    notes: [
      note({
        text: 'a GST registration, PAN and a bank account are needed to sell, and the business name must match the GST certificate',
        status: 'reported',
        source: 'TheGSTCo and sellingos.com seller guides',
      }),
    ],
  },
  fees: [
    note({
      text: '0% commission up to ₹1,000 in home, kitchen and toy lines',
      status: 'reported',
      source: 'copies of JioMart’s seller rate sheet',
      topic: 'zero-commission',
    }),
    note({
      text: 'a fixed fee of ₹30 above ₹1,000; shipping from ₹38 for 500 g',
      status: 'reported',
      source: 'copies of JioMart’s seller rate sheet',
      topic: 'fees',
    }),
  ],
  saleEvents: [],
  buyerLanguages: englishAndHindi,
  rateCard: jiomartRateCard,
});
