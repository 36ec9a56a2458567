// The platform values of the AI tools, apart from the other option lists (options.ts): they come from the
// marketplace registry, whose entries are typed with options.ts's categories and languages.
import { marketplaceIds, marketplaces, type MarketplaceId } from '../marketplaces/registry';

/**
 * Platform values as sent in requests: 'all' (every platform) or a marketplace's id, the spec's platform
 * names ('amazon', 'flipkart', …) plus the marketplaces Vikreta added (Meesho, JioMart). The list comes from
 * the marketplace registry (common/src/marketplaces).
 */
export const platformOptions = ['all', ...marketplaceIds] as unknown as readonly ['all', ...MarketplaceId[]];
export type Platform = 'all' | MarketplaceId;
export type { MarketplaceId };

export const platformLabels = Object.fromEntries([
  ['all', 'All platforms'],
  ...marketplaces.map((m) => [m.id, m.name]),
]) as Record<Platform, string>;

export const defaultPlatform: Platform = 'all';

export function isPlatform(value: string): value is Platform {
  return (platformOptions as readonly string[]).includes(value);
}

/** Display label of a platform value; unknown values (e.g. a model's free text) are shown as they are. */
export function platformLabel(value: string): string {
  return isPlatform(value) ? platformLabels[value] : value;
}
