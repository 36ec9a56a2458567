import {
  adminMessages,
  type AdminTool,
  type CreateToolRequest,
  type UpdateToolRequest,
} from '@common/contracts/admin';
import type { AppContext } from '../../context.js';
import type { AuthenticatedUser } from '../../lib/auth.js';
import { conflict, notFound } from '../../lib/errors.js';
import { transact } from '../../db/transact.js';
import { adminToolsRepo, type ToolRow } from './admin-tools.repo.js';
import { auditRepo } from './audit.repo.js';
import { changedFields } from './audit.js';

export const toAdminTool = (row: ToolRow): AdminTool => ({
  id: row.id,
  key: row.key,
  name: row.name,
  description: row.description,
  route: row.route,
  icon: row.icon,
  is_active: row.isActive,
  sort_order: row.sortOrder,
});

const audited = (row: ToolRow) => ({ name: row.name, description: row.description, is_active: row.isActive });

/** 'Price Tracker' → 'price_tracker'; never one of the keys taken. */
function keyFor(name: string, taken: Set<string>): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'tool';
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}_${n}`;
  return key;
}

/** Tools in the back office. A tool switched off leaves the sellers' sidebar and /api/tools, and its AI endpoint refuses. */
export const adminToolsService = (ctx: AppContext) => {
  const db = ctx.database.db;
  return {
    list: async (): Promise<AdminTool[]> => (await adminToolsRepo(db).all()).map(toAdminTool),

    /** A new tool after the others (no route or endpoint of its own until one is built for it). */
    async create(actor: AuthenticatedUser, body: CreateToolRequest): Promise<AdminTool> {
      return transact(db, async (tx) => {
        const repo = adminToolsRepo(tx);
        const existing = await repo.lockAll();
        if (await repo.nameTaken(body.name)) throw conflict(adminMessages.toolNameTaken);
        const t = ctx.clock.now();
        const created = await repo.insert({
          id: Math.max(0, ...existing.map((x) => x.id)) + 1,
          key: keyFor(body.name, new Set(existing.map((x) => x.key))),
          name: body.name,
          description: body.description,
          sortOrder: Math.max(0, ...existing.map((x) => x.sortOrder)) + 1,
          createdAt: t,
          updatedAt: t,
        });
        await auditRepo(tx).record({
          adminId: actor.id,
          action: 'tool.create',
          targetId: created.id,
          before: null,
          after: audited(created),
          at: t,
        });
        return toAdminTool(created);
      });
    },

    /** {isActive} from the switch, or {name, description} from the edit dialog. */
    async update(actor: AuthenticatedUser, id: number, body: UpdateToolRequest): Promise<AdminTool> {
      return transact(db, async (tx) => {
        const repo = adminToolsRepo(tx);
        const before = await repo.lock(id);
        if (!before) throw notFound(adminMessages.toolNotFound);
        if (body.name !== undefined && (await repo.nameTaken(body.name, id)))
          throw conflict(adminMessages.toolNameTaken);
        const t = ctx.clock.now();
        const after = await repo.update(
          id,
          { name: body.name, description: body.description, isActive: body.isActive },
          t,
        );
        const diff = changedFields(audited(before), audited(after));
        if (diff)
          await auditRepo(tx).record({
            adminId: actor.id,
            action: 'tool.update',
            targetId: id,
            ...diff,
            at: t,
          });
        return toAdminTool(after);
      });
    },
  };
};
export type AdminToolsService = ReturnType<typeof adminToolsService>;
