import type { Category } from '../../constants/options';
import type { Platform } from '../../constants/platforms';
import { marketplace, marketplaces } from '../../marketplaces/registry';
import type { ListingRules, Marketplace } from '../../marketplaces/types';

/**
 * Listing-text rules the guard enforces on every engine's answer, each with its source. Each marketplace's
 * own limits live in its folder (common/src/marketplaces); the rest are Vikreta rules, collected November 2026.
 */
export const listingRulesAsOf = 'November 2026';

export const sources = {
  amazonTitle: 'Amazon Seller Central help 201100890',
  amazonContent: 'Amazon Seller Central help 200390640',
  vikreta: 'Vikreta rule',
  vikretaDefault: 'Vikreta default (no published limit)',
} as const;

export interface TitleLimit {
  max: number;
  source: string;
}

/** A marketplace's listing rules, or none for 'all'. */
export function listingRulesOf(platform: Platform): (ListingRules & { name: string }) | null {
  if (platform === 'all') return null;
  const m: Marketplace = marketplace(platform);
  return { ...m.listing, name: m.name };
}

export function titleLimitFor(platform: Platform, category?: Category | null): TitleLimit {
  if (platform === 'all') {
    const strictest = Math.min(...marketplaces.map((m) => m.listing.titleMaxChars));
    return { max: strictest, source: `${sources.vikretaDefault}: the strictest platform limit` };
  }
  const { listing } = marketplace(platform);
  const lower = category ? listing.categoryTitleLimits?.limits[category] : undefined;
  if (lower && listing.categoryTitleLimits) return { max: lower, source: `${listing.categoryTitleLimits.source}, ${category}` };
  const source = listing.titleLimit.status === 'default' ? sources.vikretaDefault : listing.titleLimit.source;
  return { max: listing.titleMaxChars, source };
}

/** Description limit: the marketplace's, or 2,000 characters (the longest any names) for 'all'. */
export function descriptionMaxFor(platform: Platform): number {
  return platform === 'all' ? 2000 : marketplace(platform).listing.descriptionMaxChars;
}

/** Characters Amazon bans in titles; applied on every platform (Vikreta rule). */
export const bannedTitleChars = ['!', '$', '?', '_', '{', '}', '^', '¬', '¦'] as const;

/** Promotional words and phrases that do not belong in titles (Amazon help 201100890). */
export const promoPattern =
  /\b(?:best(?!\s+before)|free\s+(?:shipping|delivery)|sale|on\s+sale|offers?|discounts?|deals?|limited\s+(?:time|stock|offer)|hurry|buy\s+now|hot\s+selling|new\s+arrivals?|trending|latest|cheap|cheapest|great\s+gift|perfect\s+gift|amazing|awesome|must\s+have)\b/gi;

/** Words that may repeat in a title without limit (articles, prepositions, conjunctions). */
/**
 * Words Amazon prohibits in backend search terms: subjective or temporary ones ('best', 'cheapest', 'new'; Seller
 * Central help 23501, as of November 2026).
 */
export const notForSearchTerms = new Set(
  'amazing best cheap cheapest effective fastest least most popular trending new latest discounted sale today'.split(
    ' ',
  ),
);

export const repeatExemptWords = new Set(
  'a an the and or but nor so yet for with of in on to at by from under into up as per without'.split(' '),
);
export const maxWordRepeats = 2;

/** Vikreta's cap for short descriptions (catalogue cards and meta descriptions). */
export const shortDescriptionMax = 200;

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
