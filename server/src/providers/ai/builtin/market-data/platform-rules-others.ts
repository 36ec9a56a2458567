import type { MarketplacePlatform } from '@common/constants/options';
import {
  amazonRules,
  defaultMarketplaceTitleLimit,
  defaultQuickCommerceTitleLimit,
  flipkartRules,
  meeshoRules,
  rulesAsOf,
  type PlatformRules,
} from './platform-rules';
import type { SourcedNote } from './types';

/**
 * Rules for the fashion, beauty, quick-commerce and delivery platforms. Our marketplace facts (docs/marketplace-facts.md) record only
 * Blinkit's listing requirements and fees and that Zepto and Instamart mostly buy stock; the title limits
 * here are Vikreta's conservative defaults (see platform-rules.ts).
 */
const asOf = rulesAsOf;
const defaultLimit = (chars: number): SourcedNote => ({
  text: `no published title limit found; Vikreta keeps titles within ${chars} characters`,
  status: 'default',
  source: 'Vikreta default',
  asOf,
});
const base = (chars: number) => ({
  titleMaxChars: chars,
  titleLimit: defaultLimit(chars),
  bannedTitleChars: [],
});
const buysStock: SourcedNote = {
  text: 'mostly buys stock from brands and distributors rather than hosting sellers',
  status: 'reported',
  source: 'seller reports',
  asOf,
};

export const myntraRules: PlatformRules = {
  platform: 'myntra',
  kind: 'fashion',
  ...base(defaultQuickCommerceTitleLimit),
  descriptionMaxChars: 2000,
  notes: [],
};

export const nykaaRules: PlatformRules = {
  platform: 'nykaa',
  kind: 'beauty',
  ...base(defaultMarketplaceTitleLimit),
  descriptionMaxChars: 2000,
  notes: [],
};

export const blinkitRules: PlatformRules = {
  platform: 'blinkit',
  kind: 'quick-commerce',
  ...base(defaultQuickCommerceTitleLimit),
  descriptionMaxChars: 1000,
  notes: [
    {
      text: 'a listing needs a UPC/barcode and a matching business category; stock goes to dark stores',
      status: 'fact',
      source: 'Blinkit seller pages',
      asOf,
    },
    {
      text:
        'commission by price: 2% under ₹500 rising to 18% above ₹1,200; inwarding ₹5/unit, storage from ' +
        '₹1/day, fulfilment ₹50/unit, returns ₹50',
      status: 'reported',
      source: 'press reports (Mar 2025)',
      asOf,
    },
  ],
};

export const zeptoRules: PlatformRules = {
  platform: 'zepto',
  kind: 'quick-commerce',
  ...base(defaultQuickCommerceTitleLimit),
  descriptionMaxChars: 1000,
  notes: [buysStock],
};

export const swiggyRules: PlatformRules = {
  platform: 'swiggy',
  kind: 'quick-commerce',
  ...base(defaultQuickCommerceTitleLimit),
  descriptionMaxChars: 1000,
  notes: [buysStock],
};

export const zomatoRules: PlatformRules = {
  platform: 'zomato',
  kind: 'food-delivery',
  ...base(defaultQuickCommerceTitleLimit),
  descriptionMaxChars: 500,
  notes: [],
};

export const dunzoRules: PlatformRules = {
  platform: 'dunzo',
  kind: 'hyperlocal',
  ...base(defaultQuickCommerceTitleLimit),
  descriptionMaxChars: 1000,
  notes: [],
};

export const platformRules: Record<MarketplacePlatform, PlatformRules> = {
  amazon: amazonRules,
  flipkart: flipkartRules,
  meesho: meeshoRules,
  myntra: myntraRules,
  nykaa: nykaaRules,
  swiggy: swiggyRules,
  zomato: zomatoRules,
  blinkit: blinkitRules,
  zepto: zeptoRules,
  dunzo: dunzoRules,
};
