import {
  broadestMarketplaceIds,
  dishMarketplaceIds,
  marketplacesSelling,
  type MarketplaceId,
} from '../marketplaces/registry';
import type { Category } from './options';

/**
 * How crowded each category is, 1 (open) to 5 (crowded): Vikreta's reading of the marketplaces' catalogues
 * and first search pages, as of November 2026 (an estimate, not measured data). Where each category sells is
 * each marketplace's own (`sells` in common/src/marketplaces/<id>/index.ts).
 */
export const categoryMarketsAsOf = 'November 2026';

export const categoryCrowding: Record<Category, 1 | 2 | 3 | 4 | 5> = {
  Electronics: 5,
  Fashion: 5,
  Beauty: 5,
  'Home & Kitchen': 4,
  Sports: 3,
  Books: 3,
  Automotive: 3,
  Health: 4,
  'Food & Beverages': 3,
  'Baby Products': 4,
  'Pet Supplies': 2,
  Garden: 2,
  Tools: 2,
  Jewelry: 4,
  Watches: 4,
  'Bags & Wallets': 4,
  Shoes: 5,
  Furniture: 3,
  Decor: 3,
  'Kitchen Appliances': 4,
  'Mobile Phones': 5,
  Laptops: 4,
  Gaming: 4,
  Music: 2,
  Movies: 1,
  Toys: 3,
  Stationery: 3,
  'Office Products': 2,
};

/**
 * Platforms where a product sells: its category's, the delivery apps for a restaurant dish, or the broadest
 * catalogue marketplaces when the category is unknown.
 */
export function platformsFor(
  category: Category | null | undefined,
  isDish = false,
): readonly MarketplaceId[] {
  if (isDish) return dishMarketplaceIds;
  return category ? marketplacesSelling(category) : broadestMarketplaceIds;
}
