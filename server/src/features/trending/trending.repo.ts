import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { TrendingSort } from '@common/contracts/trending';
import type { Db } from '../../db/client.js';
import { trendingProducts as tp } from '../../db/schema/index.js';

export interface ActiveProductsFilter {
  category?: string;
  search?: string;
  sort: TrendingSort;
  limit: number;
  offset: number;
}

/** A search term matched literally inside a name: LIKE's wildcards and escape are escaped. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const orders: Record<TrendingSort, SQL[]> = {
  featured: [asc(tp.sortOrder), desc(tp.demandScore), asc(tp.id)],
  demand: [desc(tp.demandScore), asc(tp.sortOrder), asc(tp.id)],
  profit: [desc(tp.profitPotential), desc(tp.demandScore), asc(tp.id)],
  newest: [desc(tp.createdAt), desc(tp.id)],
};

const activeMatching = (f: Pick<ActiveProductsFilter, 'category' | 'search'>) =>
  and(
    eq(tp.isActive, true),
    f.category === undefined ? undefined : eq(tp.category, f.category),
    f.search ? ilike(tp.name, containing(f.search)) : undefined,
  );

export const trendingRepo = (db: Db) => ({
  /** A page of the active products matching the filter, in the asked order. */
  activeProducts(f: ActiveProductsFilter) {
    return db
      .select({
        id: tp.id,
        name: tp.name,
        category: tp.category,
        imageUrl: tp.imageUrl,
        demandScore: tp.demandScore,
        competitionLevel: tp.competitionLevel,
        marketTrend: tp.marketTrend,
        profitPotential: tp.profitPotential,
        description: tp.description,
      })
      .from(tp)
      .where(activeMatching(f))
      .orderBy(...orders[f.sort])
      .limit(f.limit)
      .offset(f.offset);
  },
  /** How many active products match the filter, whatever the page. */
  async countActive(f: Pick<ActiveProductsFilter, 'category' | 'search'>): Promise<number> {
    const [row] = await db.select({ n: count() }).from(tp).where(activeMatching(f));
    return row?.n ?? 0;
  },
  /** The distinct categories of active products (unordered: the service sorts them the same on every engine). */
  activeCategories() {
    return db.selectDistinct({ category: tp.category }).from(tp).where(eq(tp.isActive, true));
  },
});
export type TrendingRow = Awaited<ReturnType<ReturnType<typeof trendingRepo>['activeProducts']>>[number];
