import type { SourcedNote } from './market-data/types';
import { platformRules } from './market-data/platform-rules-others';
import type { PlatformRules } from './market-data/platform-rules';
import type { MarketplacePlatform, Platform } from '@common/constants/options';

/** '(source, as of …)' for a rule or figure, saying whether it is a fact, reported or our default. */
export function cite(note: SourcedNote): string {
  if (note.status === 'default') return `(Vikreta default, as of ${note.asOf})`;
  const prefix = note.status === 'reported' ? 'reported: ' : '';
  return `(${prefix}${note.source}, as of ${note.asOf})`;
}

/** A rule sentence followed by its citation. */
export function cited(note: SourcedNote): string {
  return `${note.text} ${cite(note)}`;
}

export function rulesFor(platform: MarketplacePlatform): PlatformRules {
  return platformRules[platform];
}

/** Platforms to cover: the requested one, or the category's best-fit platforms for 'all'. */
export function targetPlatforms(
  platform: Platform,
  fit: readonly MarketplacePlatform[],
  max = 5,
): MarketplacePlatform[] {
  if (platform !== 'all') return [platform];
  const list = fit.length > 0 ? fit : (['amazon', 'flipkart', 'meesho'] as const);
  return list.slice(0, max);
}

/** Title limit the engine writes to: the strictest of the target platforms. */
export function strictestTitleLimit(platforms: readonly MarketplacePlatform[]): number {
  return Math.min(...platforms.map((p) => platformRules[p].titleMaxChars));
}
