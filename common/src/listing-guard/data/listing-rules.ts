import type { Category, MarketplacePlatform } from '../../constants/options';
import { titleLimits } from '../../constants/title-limits';

/**
 * Listing-text rules the guard enforces on every engine's answer, each with its source.
 * Marketplace facts: docs/marketplace-facts.md (sources there), collected November 2026.
 */
export const listingRulesAsOf = 'November 2026';

export const sources = {
  amazonTitle: 'Amazon Seller Central help 201100890',
  amazonContent: 'Amazon Seller Central help 200390640',
  amazonStyle: 'Amazon category style guides (reported)',
  vikreta: 'Vikreta rule',
  vikretaDefault: 'Vikreta default (no published limit)',
} as const;

export interface TitleLimit {
  max: number;
  source: string;
}

/**
 * Amazon.in's lower title limits in some categories (style guides: clothing, shoes, jewellery and
 * watches about 80 characters; computer and phone accessories 150). Reported, not on a help page.
 */
const amazonCategoryLimits: Partial<Record<Category, number>> = {
  Fashion: 80,
  Shoes: 80,
  Jewelry: 80,
  Watches: 80,
  'Bags & Wallets': 80,
  Laptops: 150,
  'Mobile Phones': 150,
};

export function titleLimitFor(platform: MarketplacePlatform | 'all', category?: Category | null): TitleLimit {
  if (platform === 'all') {
    const strictest = Math.min(...Object.values(titleLimits).map((l) => l.max));
    return { max: strictest, source: `${sources.vikretaDefault}: the strictest platform limit` };
  }
  const lower = platform === 'amazon' && category ? amazonCategoryLimits[category] : undefined;
  if (lower) return { max: lower, source: `${sources.amazonStyle}, ${category}` };
  const source = platform === 'amazon' ? sources.amazonTitle : sources.vikretaDefault;
  return { max: titleLimits[platform].max, source };
}

/** Amazon.in backend search terms: about 200 bytes (reported); Flipkart: at most 5 search keywords (fact). */
export const searchTermBytes = {
  max: 200,
  source: 'Amazon.in backend search terms, about 200 bytes (reported; seller guides)',
};
export const bulletRule = {
  count: 5,
  max: 250,
  source: 'Amazon bullet points: 5 of about 250 characters (reported; seller guides)',
};
export const flipkartKeywords = { max: 5, source: 'Flipkart Growth Guide: at most 5 search keywords' };

/** Characters Amazon bans in titles; applied on every platform (Vikreta rule). */
export const bannedTitleChars = ['!', '$', '?', '_', '{', '}', '^', '¬', '¦'] as const;

/** Promotional words and phrases that do not belong in titles (Amazon help 201100890). */
export const promoPattern =
  /\b(?:best(?!\s+before)|free\s+(?:shipping|delivery)|sale|on\s+sale|offers?|discounts?|deals?|limited\s+(?:time|stock|offer)|hurry|buy\s+now|hot\s+selling|new\s+arrivals?|trending|latest|cheap|cheapest|great\s+gift|perfect\s+gift|amazing|awesome|must\s+have)\b/gi;

/** Words that may repeat in a title without limit (articles, prepositions, conjunctions). */
export const repeatExemptWords = new Set(
  'a an the and or but nor so yet for with of in on to at by from under into up as per without'.split(' '),
);
export const maxWordRepeats = 2;

/** Vikreta's cap for short descriptions (catalogue cards and meta descriptions). */
export const shortDescriptionMax = 200;

/** Description limits: Amazon about 2,000 characters (reported); the rest our defaults. */
export const descriptionMax: Record<MarketplacePlatform | 'all', number> = {
  all: 2000,
  amazon: 2000,
  flipkart: 2000,
  meesho: 2000,
  myntra: 2000,
  nykaa: 2000,
  blinkit: 1000,
  zepto: 1000,
  swiggy: 1000,
  dunzo: 1000,
  zomato: 500,
};

/**
 * Contact details in advice and research text (where prices and platform names such as 'Amazon.in'
 * belong): explicit links, e-mail addresses and phone numbers only.
 */
export const adviceContactPatterns: readonly { id: string; label: string; re: RegExp }[] = [
  { id: 'contact.url', label: 'web address', re: /\b(?:https?:\/\/|www\.)\S+/gi },
  { id: 'contact.email', label: 'e-mail address', re: /\b[\w.+-]+@[\w-]+\.[\w.]+\b/g },
  { id: 'contact.phone', label: 'phone number', re: /(?:\+91[\s-]?)?\b[6-9]\d{4}[\s-]?\d{5}\b/g },
];

/** Contact details and prices: not allowed anywhere in a listing (Amazon help 200390640). */
export const contactPatterns: readonly { id: string; label: string; re: RegExp }[] = [
  { id: 'contact.url', label: 'web address', re: /(?:\b(?:visit|see|at|on)\s+)?(?:\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|in|net|org|co\.in|shop|store)\b(?:\/\S*)?)/gi },
  { id: 'contact.email', label: 'e-mail address', re: /\b[\w.+-]+@[\w-]+\.[\w.]+\b/g },
  {
    id: 'contact.phone',
    label: 'phone number',
    re: /(?:\b(?:call|contact|whatsapp|phone|ph|mob|mobile)(?:\s+us)?(?:\s+(?:on|at))?\s*:?\s*)?(?:\+91[\s-]?)?\b[6-9]\d{4}[\s-]?\d{5}\b|\b0\d{2,4}[\s-]\d{6,8}\b|\b1800[\s-]?\d{3}[\s-]?\d{3,4}\b/gi,
  },
  {
    id: 'contact.price',
    label: 'price',
    re: /(?:\b(?:only|just|at|for|price)\s+)?(?:₹|\brs\.?|\binr|\bmrp:?)\s?\d[\d,]*(?:\.\d+)?(?:\s?\/-)?|\b\d[\d,]*\s?\/-|\b\d[\d,]*\s?(?:rupees|rs)\b/gi,
  },
];
