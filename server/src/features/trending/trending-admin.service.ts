import { errorCodes } from '@common/contracts/errors';
import {
  trendingMessages,
  type AdminTrendingProduct,
  type TrendingProductInput,
} from '@common/contracts/trending';
import type { AppContext } from '../../context.js';
import type { AuthenticatedUser } from '../../lib/auth.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { hasVisibleContent, safeImageUrl, sanitizeRichText } from '../../lib/rich-html.js';
import {
  trendingAdminRepo,
  type TrendingProductRow,
  type TrendingProductValues,
} from './trending-admin.repo.js';

export const toAdminProduct = (row: TrendingProductRow): AdminTrendingProduct => ({
  id: row.id,
  name: row.name,
  category: row.category,
  description: sanitizeRichText(row.description),
  image_url: safeImageUrl(row.imageUrl),
  demand_score: row.demandScore,
  competition_level: row.competitionLevel,
  market_trend: row.marketTrend,
  profit_potential: row.profitPotential,
  sort_order: row.sortOrder,
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The stored form of a validated input: the description sanitised (and still saying something). */
function toValues(input: TrendingProductInput, at: Date): TrendingProductValues {
  const description = sanitizeRichText(input.description);
  if (!hasVisibleContent(description)) {
    throw new AppError(400, errorCodes.validation, `description: ${trendingMessages.descriptionEmpty}`, {
      fields: { description: [trendingMessages.descriptionEmpty] },
    });
  }
  return {
    name: input.name,
    category: input.category,
    description,
    imageUrl: input.image_url || null,
    demandScore: input.demand_score,
    competitionLevel: input.competition_level,
    marketTrend: input.market_trend,
    profitPotential: input.profit_potential,
    sortOrder: input.sort_order,
    updatedAt: at,
  };
}

/** A name clash, whether seen first or raced by another writer, is a 409. */
async function unlessNameTaken<T>(write: () => Promise<T | undefined>): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(trendingMessages.nameTaken);
    throw error;
  }
}

/**
 * Trending products in the back office (spec 02 §2, §5, §7). Sellers read the same table, so every change
 * shows in GET /api/trending-products at once; a product switched off leaves it.
 */
export const trendingAdminService = (ctx: AppContext) => {
  const repo = trendingAdminRepo(ctx.database.db);

  return {
    list: async (): Promise<AdminTrendingProduct[]> => (await repo.all()).map(toAdminProduct),

    async create(_actor: AuthenticatedUser, input: TrendingProductInput): Promise<AdminTrendingProduct> {
      const at = ctx.clock.now();
      const row = await unlessNameTaken(() => repo.insert({ ...toValues(input, at), createdAt: at }));
      if (!row) throw conflict(trendingMessages.nameTaken);
      return toAdminProduct(row);
    },

    async update(_actor: AuthenticatedUser, id: number, input: TrendingProductInput) {
      const row = await unlessNameTaken(() => repo.update(id, toValues(input, ctx.clock.now())));
      if (!row) throw notFound(trendingMessages.notFound);
      return toAdminProduct(row);
    },

    async toggle(_actor: AuthenticatedUser, id: number, isActive: boolean) {
      const row = await repo.update(id, { isActive, updatedAt: ctx.clock.now() });
      if (!row) throw notFound(trendingMessages.notFound);
      return toAdminProduct(row);
    },

    async remove(_actor: AuthenticatedUser, id: number): Promise<void> {
      if (!(await repo.remove(id))) throw notFound(trendingMessages.notFound);
    },
  };
};
export type TrendingAdminService = ReturnType<typeof trendingAdminService>;
