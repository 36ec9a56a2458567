import { z } from 'zod';
import { richTextMaxLength } from './rich-text';
import { imageUrlField } from './web-addresses';

export const competitionLevels = ['low', 'medium', 'high'] as const;
export type CompetitionLevel = (typeof competitionLevels)[number];
export const marketTrends = ['growing', 'stable', 'declining'] as const;
export type MarketTrend = (typeof marketTrends)[number];

/** The longest category name a filter may ask for or a product may have. */
export const trendingCategoryMaxLength = 80;
export const trendingSearchMaxLength = 80;

/** The admin category filter's fixed entries, before the categories products use. */
export const trendingFixedCategories = [
  'Electronics',
  'Sports & Fitness',
  'Test',
  'Accessories',
  'Home & Garden',
] as const;

/** The fixed categories in the spec's order, then every other category in use, sorted. */
export function trendingCategoryChoices(used: Iterable<string>): string[] {
  const fixed = new Set<string>(trendingFixedCategories);
  const others = [...new Set(used)].filter((c) => c && !fixed.has(c));
  return [...trendingFixedCategories, ...others.sort((a, b) => a.localeCompare(b, 'en'))];
}

// eslint-disable-next-line no-control-regex -- control characters (NUL above all) never name a category
const noControlCharacters = /^[^\u0000-\u001f\u007f]*$/;

/**
 * The sellers' order: 'featured' (the admin's sort order, then demand), highest demand, highest profit
 * potential, or the newest first.
 */
export const trendingSorts = ['featured', 'demand', 'profit', 'newest'] as const;
export type TrendingSort = (typeof trendingSorts)[number];

/** The most products one list answer holds; `total` says how many match. */
export const trendingPageMax = 100;

/**
 * GET /api/trending-products. An empty or missing category means all; any other value is
 * matched exactly. `search` matches product names, ignoring case. `limit`/`offset` page through the match.
 */
export const trendingQuerySchema = z.object({
  category: z
    .string()
    .max(trendingCategoryMaxLength, `Use at most ${trendingCategoryMaxLength} characters`)
    .regex(noControlCharacters, 'The category contains characters that are not allowed')
    .optional(),
  search: z
    .string()
    .trim()
    .max(trendingSearchMaxLength, `Use at most ${trendingSearchMaxLength} characters`)
    .regex(noControlCharacters, 'The search contains characters that are not allowed')
    .optional(),
  sort: z.enum(trendingSorts, { error: `Sort by one of: ${trendingSorts.join(', ')}` }).default('featured'),
  limit: z.coerce
    .number({ error: 'The limit must be a number' })
    .int('The limit must be a whole number')
    .min(1, 'The limit must be at least 1')
    .max(trendingPageMax, `The limit can be at most ${trendingPageMax}`)
    .default(trendingPageMax),
  offset: z.coerce
    .number({ error: 'The offset must be a number' })
    .int('The offset must be a whole number')
    .min(0, 'The offset cannot be negative')
    .max(1_000_000, 'The offset is too large')
    .default(0),
});
export type TrendingQuery = z.infer<typeof trendingQuerySchema>;

/** A trending product; description is sanitized HTML, profit_potential is rupees per unit. */
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

/** The list answer: a page of the matching products, how many match, and every active category, sorted. */
export const trendingListSchema = z.object({
  products: z.array(trendingProductSchema),
  categories: z.array(z.string()),
  total: z.number().int(),
});
export type TrendingList = z.infer<typeof trendingListSchema>;

/** GET /api/admin/trending-products: every product, inactive ones too. */
export const adminTrendingProductSchema = trendingProductSchema.extend({
  sort_order: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminTrendingProduct = z.infer<typeof adminTrendingProductSchema>;

const wholeNumber = (label: string, min: number, max: number, range: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be ${range}`)
    .max(max, `${label} must be ${range}`);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`);

export const trendingProfitMax = 10_000_000;
export const trendingSortOrderMax = 100_000;

/** POST and PUT /api/admin/trending-products. New products start active. */
export const trendingProductInputSchema = z.object({
  name: requiredText('Product name', 120),
  category: requiredText('Category', trendingCategoryMaxLength).regex(
    noControlCharacters,
    'The category contains characters that are not allowed',
  ),
  /** Rich text; sanitised on the server before it is stored. */
  description: requiredText('Description', richTextMaxLength),
  demand_score: wholeNumber('Demand score', 0, 100, 'from 0 to 100'),
  competition_level: z.enum(competitionLevels, { error: 'Competition is low, medium or high' }),
  market_trend: z.enum(marketTrends, { error: 'Market trend is growing, stable or declining' }),
  profit_potential: wholeNumber('Profit potential', 0, trendingProfitMax, 'zero or more rupees'),
  image_url: imageUrlField.nullish(),
  sort_order: wholeNumber('Sort order', 0, trendingSortOrderMax, 'zero or more'),
});
export type TrendingProductInput = z.infer<typeof trendingProductInputSchema>;

/** PUT /api/admin/trending-products/{id}/toggle. */
export const trendingToggleSchema = z.object({
  is_active: z.boolean({ error: 'is_active must be true or false' }),
});

export const trendingIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Use a product number' })
    .int('Use a product number')
    .min(1, 'Use a product number')
    .max(2_147_483_647, 'Use a product number'),
});

export const trendingMessages = {
  notFound: 'That trending product does not exist',
  nameTaken: 'A trending product with this name already exists',
  descriptionEmpty: 'Description is required (formatting alone is not a description)',
} as const;
