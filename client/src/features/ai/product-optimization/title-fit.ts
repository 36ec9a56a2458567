import type { Platform } from '@common/constants/platforms';
import { titleLimitFor } from '@common/listing-guard/data/listing-rules';
import { marketplace } from '@common/marketplaces/registry';

/** The strictest limit of all: a title within it fits every platform. */
const strictest = titleLimitFor('all').max;

export interface TitleFit {
  length: number;
  /** 'ok' within the limit (and the recommendation), 'long' over a recommendation, 'over' past the limit. */
  tone: 'ok' | 'long' | 'over';
  /** e.g. '72 / 200 characters on Amazon.in'. */
  text: string;
}

/** A title's character count against the platform it was written for ('all': against every platform). */
export function titleFit(title: string, platform: Platform): TitleFit {
  const length = [...title].length;
  if (platform === 'all') {
    return length <= strictest
      ? { length, tone: 'ok', text: `${length} characters: fits every platform (${strictest} max)` }
      : {
          length,
          tone: 'long',
          text: `${length} characters: over the ${strictest} the strictest platforms allow`,
        };
  }
  const { name, listing } = marketplace(platform);
  const max = listing.titleMaxChars;
  const recommended = listing.titleRecommendedChars;
  const text = `${length} / ${max} characters on ${name}`;
  if (length > max) return { length, tone: 'over', text };
  if (recommended && length > recommended)
    return { length, tone: 'long', text: `${text} (${recommended} recommended)` };
  return { length, tone: 'ok', text };
}
