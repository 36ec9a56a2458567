import { z } from 'zod';

export const competitionLevels = ['low', 'medium', 'high'] as const;
export type CompetitionLevel = (typeof competitionLevels)[number];
export const marketTrends = ['growing', 'stable', 'declining'] as const;
export type MarketTrend = (typeof marketTrends)[number];

/** The longest category name a filter may ask for. */
export const trendingCategoryMaxLength = 80;

/** The tags a trending product's description may keep (DESIGN.md §4: sanitized on write and on render). */
export const trendingDescriptionTags = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'h3', 'h4'] as const;

/**
 * GET /api/trending-products?category= (DESIGN.md §2). An empty or missing category means all; any other
 * value is matched exactly, so an unknown one simply gives no products.
 */
export const trendingQuerySchema = z.object({
  category: z
    .string()
    .max(trendingCategoryMaxLength, `Use at most ${trendingCategoryMaxLength} characters`)
    // eslint-disable-next-line no-control-regex -- control characters (NUL above all) never name a category
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'The category contains characters that are not allowed')
    .optional(),
});
export type TrendingQuery = z.infer<typeof trendingQuerySchema>;

/** Spec 01 §3 "Trending product"; description is sanitized HTML, profit_potential is rupees per unit. */
export const trendingProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  image_url: z.string().nullable(),
  demand_score: z.number().int(),
  competition_level: z.enum(competitionLevels),
  market_trend: z.enum(marketTrends),
  profit_potential: z.number().int(),
  description: z.string(),
});
export type TrendingProduct = z.infer<typeof trendingProductSchema>;

/** The list answer: the (filtered) products, and every category among active products, sorted. */
export const trendingListSchema = z.object({
  products: z.array(trendingProductSchema),
  categories: z.array(z.string()),
});
export type TrendingList = z.infer<typeof trendingListSchema>;
