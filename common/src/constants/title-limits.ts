import type { Platform } from './options';

/**
 * Listing title limits in characters, shared by the built-in engine (which writes titles within them) and the
 * optimization screen (which counts against them). As of November 2026:
 * - Amazon.in: at most 200 characters with spaces, under 80 recommended (fact: Seller Central help 201100890).
 * - Where a platform publishes no limit: Vikreta keeps marketplace titles within 150 characters and
 *   quick-commerce and delivery-app names within 100 (our own conservative defaults, not a platform rule).
 */
export const amazonTitleLimit = { max: 200, recommended: 80 } as const;
export const defaultMarketplaceTitleLimit = 150;
export const defaultQuickCommerceTitleLimit = 100;

export const titleLimits: Record<Exclude<Platform, 'all'>, { max: number; recommended?: number }> = {
  amazon: amazonTitleLimit,
  flipkart: { max: defaultMarketplaceTitleLimit },
  meesho: { max: defaultMarketplaceTitleLimit },
  nykaa: { max: defaultMarketplaceTitleLimit },
  myntra: { max: defaultQuickCommerceTitleLimit },
  swiggy: { max: defaultQuickCommerceTitleLimit },
  zomato: { max: defaultQuickCommerceTitleLimit },
  blinkit: { max: defaultQuickCommerceTitleLimit },
  zepto: { max: defaultQuickCommerceTitleLimit },
  dunzo: { max: defaultQuickCommerceTitleLimit },
};
