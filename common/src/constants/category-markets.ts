import type { Category, MarketplacePlatform } from './options';

/**
 * Where each category sells (best fit first) and how crowded it is, 1 (open) to 5 (crowded): Vikreta's
 * reading of each platform's catalogue and first search pages, as of November 2026 (an estimate, not
 * measured data). Restaurant dishes sell only on food-delivery apps; nothing else sells on Zomato.
 */
export interface CategoryMarket {
  platforms: readonly MarketplacePlatform[];
  crowding: 1 | 2 | 3 | 4 | 5;
}

export const categoryMarketsAsOf = 'November 2026';

export const categoryMarkets: Record<Category, CategoryMarket> = {
  Electronics: { platforms: ['amazon', 'flipkart', 'meesho', 'blinkit', 'zepto'], crowding: 5 },
  Fashion: { platforms: ['myntra', 'meesho', 'amazon', 'flipkart'], crowding: 5 },
  Beauty: { platforms: ['nykaa', 'amazon', 'flipkart', 'myntra', 'blinkit', 'meesho'], crowding: 5 },
  'Home & Kitchen': { platforms: ['amazon', 'flipkart', 'meesho', 'blinkit', 'zepto'], crowding: 4 },
  Sports: { platforms: ['amazon', 'flipkart', 'meesho'], crowding: 3 },
  Books: { platforms: ['amazon', 'flipkart'], crowding: 3 },
  Automotive: { platforms: ['amazon', 'flipkart', 'meesho'], crowding: 3 },
  Health: { platforms: ['amazon', 'flipkart', 'nykaa', 'blinkit', 'zepto'], crowding: 4 },
  'Food & Beverages': {
    platforms: ['blinkit', 'zepto', 'swiggy', 'amazon', 'flipkart', 'dunzo'],
    crowding: 3,
  },
  'Baby Products': { platforms: ['amazon', 'flipkart', 'blinkit', 'zepto', 'meesho'], crowding: 4 },
  'Pet Supplies': { platforms: ['amazon', 'flipkart', 'blinkit', 'zepto'], crowding: 2 },
  Garden: { platforms: ['amazon', 'flipkart', 'meesho'], crowding: 2 },
  Tools: { platforms: ['amazon', 'flipkart'], crowding: 2 },
  Jewelry: { platforms: ['meesho', 'myntra', 'amazon', 'flipkart', 'nykaa'], crowding: 4 },
  Watches: { platforms: ['amazon', 'flipkart', 'myntra', 'meesho'], crowding: 4 },
  'Bags & Wallets': { platforms: ['myntra', 'amazon', 'flipkart', 'meesho'], crowding: 4 },
  Shoes: { platforms: ['myntra', 'amazon', 'flipkart', 'meesho'], crowding: 5 },
  Furniture: { platforms: ['amazon', 'flipkart'], crowding: 3 },
  Decor: { platforms: ['amazon', 'flipkart', 'meesho'], crowding: 3 },
  'Kitchen Appliances': { platforms: ['amazon', 'flipkart', 'blinkit', 'zepto'], crowding: 4 },
  'Mobile Phones': { platforms: ['amazon', 'flipkart', 'meesho', 'blinkit'], crowding: 5 },
  Laptops: { platforms: ['amazon', 'flipkart'], crowding: 4 },
  Gaming: { platforms: ['amazon', 'flipkart'], crowding: 4 },
  Music: { platforms: ['amazon', 'flipkart'], crowding: 2 },
  Movies: { platforms: ['amazon', 'flipkart'], crowding: 1 },
  Toys: { platforms: ['amazon', 'flipkart', 'meesho', 'blinkit', 'zepto'], crowding: 3 },
  Stationery: { platforms: ['amazon', 'flipkart', 'meesho', 'blinkit', 'zepto'], crowding: 3 },
  'Office Products': { platforms: ['amazon', 'flipkart'], crowding: 2 },
};

/** Restaurant dishes: food-delivery apps only. */
export const dishPlatforms: readonly MarketplacePlatform[] = ['zomato'];

/** Platforms where a product sells: its category's, or the delivery apps for a restaurant dish. */
export function platformsFor(
  category: Category | null | undefined,
  isDish = false,
): readonly MarketplacePlatform[] {
  if (isDish) return dishPlatforms;
  return category ? categoryMarkets[category].platforms : ['amazon', 'flipkart', 'meesho'];
}
