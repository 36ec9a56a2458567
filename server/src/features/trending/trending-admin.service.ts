import { errorCodes } from '@common/contracts/errors';
import {
  trendingMessages,
  type AdminTrendingProduct,
  type TrendingProductInput,
} from '@common/contracts/trending';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { AuthenticatedUser } from '../../lib/auth.js';
import { isUniqueViolation } from '../../db/errors.js';
import { transact } from '../../db/transact.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { hasVisibleContent, safeImageUrl, sanitizeRichText } from '../../lib/rich-html.js';
import { changedFields } from '../admin/audit.js';
import { recordAudit } from '../admin/audit.service.js';
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

/** What the audit trail compares for a product: everything an admin can change. */
function audited(row: TrendingProductRow): Record<string, unknown> {
  const { id: _id, created_at: _created, updated_at: _updated, ...fields } = toAdminProduct(row);
  return fields;
}

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
 * Trending products in the back office. Sellers read the same table, so every change
 * shows in GET /api/trending-products at once; a product switched off leaves it.
 */
export const trendingAdminService = (ctx: AppContext) => {
  const db = ctx.database.db;
  const repo = trendingAdminRepo(db);

  /** One admin write and its audit row in one transaction (a failing audit insert undoes the write). */
  const write = <T>(work: (writer: ReturnType<typeof trendingAdminRepo>, tx: Db) => Promise<T>) =>
    transact(db, (tx) => work(trendingAdminRepo(tx), tx));

  /** Changes a product and audits the fields that changed; 404 when it does not exist. */
  const change = (
    actor: AuthenticatedUser,
    id: number,
    action: 'trending.update' | 'trending.toggle',
    values: Partial<TrendingProductValues & { isActive: boolean }>,
  ) =>
    write(async (writer, tx) => {
      const before = await writer.find(id);
      if (!before) throw notFound(trendingMessages.notFound);
      const row = await writer.update(id, values);
      const diff = changedFields(audited(before), audited(row!));
      if (diff)
        await recordAudit(tx, { adminId: actor.id, action, targetId: id, ...diff, at: values.updatedAt! });
      return toAdminProduct(row!);
    });

  return {
    list: async (): Promise<AdminTrendingProduct[]> => (await repo.all()).map(toAdminProduct),

    async create(actor: AuthenticatedUser, input: TrendingProductInput): Promise<AdminTrendingProduct> {
      const at = ctx.clock.now();
      const row = await unlessNameTaken(() =>
        write(async (writer, tx) => {
          const created = await writer.insert({ ...toValues(input, at), createdAt: at });
          if (created) {
            const after = audited(created);
            await recordAudit(tx, {
              adminId: actor.id,
              action: 'trending.create',
              targetId: created.id,
              before: null,
              after,
              at,
            });
          }
          return created;
        }),
      );
      if (!row) throw conflict(trendingMessages.nameTaken);
      return toAdminProduct(row);
    },

    update: (actor: AuthenticatedUser, id: number, input: TrendingProductInput) =>
      unlessNameTaken(() => change(actor, id, 'trending.update', toValues(input, ctx.clock.now()))),

    toggle: (actor: AuthenticatedUser, id: number, isActive: boolean) =>
      change(actor, id, 'trending.toggle', { isActive, updatedAt: ctx.clock.now() }),

    async remove(actor: AuthenticatedUser, id: number): Promise<void> {
      await write(async (writer, tx) => {
        const removed = await writer.remove(id);
        if (!removed) throw notFound(trendingMessages.notFound);
        const before = audited(removed);
        await recordAudit(tx, {
          adminId: actor.id,
          action: 'trending.delete',
          targetId: id,
          before,
          after: null,
          at: ctx.clock.now(),
        });
      });
    },
  };
};
export type TrendingAdminService = ReturnType<typeof trendingAdminService>;
