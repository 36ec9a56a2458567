import type { TrendingList, TrendingProduct, TrendingQuery } from '@common/contracts/trending';
import type { AppContext } from '../../context.js';
import { safeImageUrl, sanitizeRichText } from '../../lib/rich-html.js';
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
  description: sanitizeRichText(row.description),
});

/** The same order on PGlite and PostgreSQL, whatever their collations. */
export const byName = (a: string, b: string) =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : 1);

export const trendingService = (ctx: AppContext) => {
  const repo = trendingRepo(ctx.database.db);
  return {
    /**
     * A page of the active products (one exact category or all; names containing the search, ignoring
     * case) in the asked order, how many match, and every active category whatever the filter, so the
     * screen's filter always offers them all.
     */
    async list(query: TrendingQuery): Promise<TrendingList> {
      const filter = { category: query.category || undefined, search: query.search || undefined };
      const [rows, total, categories] = await Promise.all([
        repo.activeProducts({ ...filter, sort: query.sort, limit: query.limit, offset: query.offset }),
        repo.countActive(filter),
        repo.activeCategories(),
      ]);
      return {
        products: rows.map(toProduct),
        categories: categories.map((c) => c.category).sort(byName),
        total,
      };
    },
  };
};
export type TrendingService = ReturnType<typeof trendingService>;
