import type { TrendingList, TrendingProduct } from '@common/contracts/trending';
import type { AppContext } from '../../context.js';
import { safeImageUrl, sanitizeDescription } from './rich-html.js';
import { trendingRepo, type TrendingRow } from './trending.repo.js';

const toProduct = (row: TrendingRow): TrendingProduct => ({
  id: row.id,
  name: row.name,
  category: row.category,
  image_url: safeImageUrl(row.imageUrl),
  demand_score: row.demandScore,
  competition_level: row.competitionLevel,
  market_trend: row.marketTrend,
  profit_potential: row.profitPotential,
  description: sanitizeDescription(row.description),
});

/** The same order on PGlite and PostgreSQL, whatever their collations. */
const byName = (a: string, b: string) =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : 1);

export const trendingService = (ctx: AppContext) => {
  const repo = trendingRepo(ctx.database.db);
  return {
    /**
     * Active products (one exact category, or all when none is given) with every active category,
     * whatever the filter, so the screen's filter always offers them all. Two queries in all.
     */
    async list(category?: string): Promise<TrendingList> {
      const [rows, categories] = await Promise.all([
        repo.activeProducts(category || undefined),
        repo.activeCategories(),
      ]);
      return {
        products: rows.map(toProduct),
        categories: categories.map((c) => c.category).sort(byName),
      };
    },
  };
};
export type TrendingService = ReturnType<typeof trendingService>;
