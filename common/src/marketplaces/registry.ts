import { amazonIn } from './amazon-in/index';
import { blinkit } from './blinkit/index';
import { dunzo } from './dunzo/index';
import { flipkart } from './flipkart/index';
import { jiomart } from './jiomart/index';
import { meesho } from './meesho/index';
import { myntra } from './myntra/index';
import { nykaa } from './nykaa/index';
import { swiggy } from './swiggy/index';
import { zepto } from './zepto/index';
import { zomato } from './zomato/index';
import type { Category } from '../constants/options';
import type { MarketplaceRateCard } from '../calculators/rate-cards/types';
import type { ListingFileTemplate } from './listing-file-template';
import type { Marketplace } from './types';

/**
 * Every marketplace Vikreta knows, in the order forms list them. To add one: write its folder (index.ts with
 * a `defineMarketplace` entry, and rate-card.ts or listing-file.ts where they are sourced) and name it here.
 */
export const marketplaces = [
  amazonIn,
  flipkart,
  meesho,
  myntra,
  nykaa,
  jiomart,
  swiggy,
  zomato,
  blinkit,
  zepto,
  dunzo,
] as const;

type Entry = (typeof marketplaces)[number];
export type MarketplaceId = Entry['id'];
export const marketplaceIds = marketplaces.map((m) => m.id) as readonly MarketplaceId[];

const byId = new Map<string, Marketplace>(marketplaces.map((m) => [m.id, m]));

export function isMarketplaceId(value: string): value is MarketplaceId {
  return byId.has(value);
}

export function marketplace(id: MarketplaceId): Marketplace<MarketplaceId> {
  return byId.get(id) as Marketplace<MarketplaceId>;
}

/** Marketplaces with a rate card: the ones True Payout computes. */
export type PayoutMarketplaceId = Extract<Entry, { rateCard: MarketplaceRateCard }>['id'];
export const payoutMarketplaceIds = marketplaces
  .filter((m): m is Extract<Entry, { rateCard: MarketplaceRateCard }> => 'rateCard' in m)
  .map((m) => m.id) as readonly PayoutMarketplaceId[];

/** Marketplaces that sell a category, best fit first (registry order breaks ties). */
export function marketplacesSelling(category: Category): MarketplaceId[] {
  return marketplaces
    .filter((m): m is Entry => (m.sells as Partial<Record<Category, number>>)[category] !== undefined)
    .map((m, order) => ({
      id: m.id,
      rank: (m.sells as Partial<Record<Category, number>>)[category] ?? 0,
      order,
    }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((m) => m.id);
}

/** Food-delivery apps: the only marketplaces for a restaurant dish. */
export const dishMarketplaceIds = marketplaces
  .filter((m) => 'sellsDishes' in m && m.sellsDishes)
  .map((m) => m.id) as readonly MarketplaceId[];

/** For a product of unknown category: the catalogue marketplaces that sell the most categories. */
export const broadestMarketplaceIds = marketplaces
  .filter((m) => m.kind === 'marketplace')
  .map((m, order) => ({ id: m.id, count: Object.keys(m.sells).length, order }))
  .sort((a, b) => b.count - a.count || a.order - b.order)
  .slice(0, 3)
  .map((m) => m.id) as readonly MarketplaceId[];

/** Marketplaces whose listing file Vikreta writes (its columns sourced in the marketplace's folder). */
type WithListingFile = Extract<Entry, { listingFile: ListingFileTemplate }>;
export type ListingFileMarketplaceId = WithListingFile['id'];
export const listingFileMarketplaceIds = marketplaces
  .filter((m): m is WithListingFile => 'listingFile' in m)
  .map((m) => m.id) as unknown as readonly [ListingFileMarketplaceId, ...ListingFileMarketplaceId[]];

export function listingFileTemplate(id: ListingFileMarketplaceId): ListingFileTemplate {
  return (marketplace(id) as WithListingFile).listingFile;
}
