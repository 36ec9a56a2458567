import type { MarketplacePlatform } from '@common/constants/options';
import {
  amazonTitleLimit,
  defaultMarketplaceTitleLimit,
  defaultQuickCommerceTitleLimit,
} from '@common/constants/title-limits';
import type { SourcedNote } from './types';

/**
 * Listing rules per platform, from docs/marketplace-facts.md (collected November
 * 2026). Every figure carries its source and 'as of' date. Where a platform publishes no title limit, the
 * engine uses a conservative default of ours (marked status 'default'): 150 characters for marketplaces,
 * 100 for Myntra and the quick-commerce and delivery apps, whose product cards show short names.
 */
export const rulesAsOf = 'November 2026';

export { defaultMarketplaceTitleLimit, defaultQuickCommerceTitleLimit };

export interface PlatformRules {
  platform: MarketplacePlatform;
  kind: 'marketplace' | 'fashion' | 'beauty' | 'quick-commerce' | 'food-delivery' | 'hyperlocal';
  titleMaxChars: number;
  /** Where titleMaxChars comes from. */
  titleLimit: SourcedNote;
  titleRecommendedChars?: number;
  /** Characters the title must not contain. */
  bannedTitleChars: readonly string[];
  /** Most times one word may appear in a title (articles, prepositions, conjunctions exempt). */
  maxWordRepeats?: number;
  bulletCount?: number;
  bulletMaxChars?: number;
  descriptionMaxChars: number;
  searchTermsMaxBytes?: number;
  maxSearchKeywords?: number;
  /** Further rules, each with its source, quoted in insights and tips. */
  notes: readonly SourcedNote[];
}

const asOf = rulesAsOf;
const defaultLimit = (chars: number): SourcedNote => ({
  text: `no published title limit found; Vikreta keeps titles within ${chars} characters`,
  status: 'default',
  source: 'Vikreta default',
  asOf,
});
const amazonHelp = 'Amazon Seller Central help 201100890';

export const amazonRules: PlatformRules = {
  platform: 'amazon',
  kind: 'marketplace',
  titleMaxChars: amazonTitleLimit.max,
  titleLimit: {
    text: 'titles may have at most 200 characters including spaces (some categories lower)',
    status: 'fact',
    source: amazonHelp,
    asOf,
  },
  titleRecommendedChars: amazonTitleLimit.recommended,
  bannedTitleChars: ['!', '$', '?', '_', '{', '}', '^', '¬', '¦'],
  maxWordRepeats: 2,
  bulletCount: 5,
  bulletMaxChars: 250,
  descriptionMaxChars: 2000,
  searchTermsMaxBytes: 200,
  notes: [
    {
      text: 'no word more than twice in a title, except articles, prepositions and conjunctions (from Jan 2025)',
      status: 'fact',
      source: amazonHelp,
      asOf,
    },
    {
      text: 'titles must not contain ! $ ? _ { } ^ ¬ ¦ or promotional phrases; under 80 characters is recommended',
      status: 'fact',
      source: amazonHelp,
      asOf,
    },
    {
      text: '5 bullet points of about 250 characters each; no HTML, emojis, ™ ® ©, "N/A" or guarantees',
      status: 'reported',
      source: 'seller guides',
      asOf,
    },
    { text: 'description of about 2,000 characters', status: 'reported', source: 'seller guides', asOf },
    {
      text: 'no URLs, phone numbers, e-mails, prices, availability, reviews or promotions anywhere in a listing',
      status: 'fact',
      source: 'Amazon Seller Central help 200390640',
      asOf,
    },
    {
      text:
        'backend search terms: about 200 bytes on Amazon.in (249 on US/EU); Devanagari and other Indic ' +
        'scripts take 3 bytes a character',
      status: 'reported',
      source: 'seller guides',
      asOf,
    },
  ],
};

export const flipkartRules: PlatformRules = {
  platform: 'flipkart',
  kind: 'marketplace',
  titleMaxChars: defaultMarketplaceTitleLimit,
  titleLimit: {
    ...defaultLimit(defaultMarketplaceTitleLimit),
    text:
      'titles are assembled from attributes and no hard title limit is published; Vikreta keeps them within ' +
      `${defaultMarketplaceTitleLimit} characters`,
  },
  bannedTitleChars: [],
  descriptionMaxChars: 2000,
  maxSearchKeywords: 5,
  notes: [
    { text: 'at most 5 search keywords per listing', status: 'fact', source: 'Flipkart Growth Guide', asOf },
    {
      text: 'Brand and Model Name are mandatory ID attributes; the title is assembled from attributes',
      status: 'fact',
      source: 'Flipkart Growth Guide',
      asOf,
    },
    {
      text: 'every listing passes quality control (QC) before it goes live',
      status: 'fact',
      source: 'Flipkart Growth Guide',
      asOf,
    },
    {
      text: 'zero commission on items under ₹1,000',
      status: 'reported',
      source: 'press reports (Nov 2025)',
      asOf,
    },
  ],
};

export const meeshoRules: PlatformRules = {
  platform: 'meesho',
  kind: 'marketplace',
  titleMaxChars: defaultMarketplaceTitleLimit,
  titleLimit: defaultLimit(defaultMarketplaceTitleLimit),
  bannedTitleChars: [],
  descriptionMaxChars: 2000,
  notes: [
    {
      text: '0% commission; the seller pays forward shipping (about ₹45–90 an order) and return shipping',
      status: 'reported',
      source: 'seller reports',
      asOf,
    },
    {
      text: 'payout is often 8–15% below order value after gateway charges, shipping, TCS, TDS and penalties',
      status: 'reported',
      source: 'seller reports',
      asOf,
    },
  ],
};
