import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { trendingProducts as tp } from '../../db/schema/index.js';

export const trendingRepo = (db: Db) => ({
  /** Active products, optionally of one exact category, by sort order then demand (highest first). */
  activeProducts(category?: string) {
    const active = eq(tp.isActive, true);
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
      .where(category === undefined ? active : and(active, eq(tp.category, category)))
      .orderBy(asc(tp.sortOrder), desc(tp.demandScore), asc(tp.id));
  },
  /** The distinct categories of active products (unordered: the service sorts them the same on every engine). */
  activeCategories() {
    return db.selectDistinct({ category: tp.category }).from(tp).where(eq(tp.isActive, true));
  },
});
export type TrendingRow = Awaited<ReturnType<ReturnType<typeof trendingRepo>['activeProducts']>>[number];
