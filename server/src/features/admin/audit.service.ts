import type { AuditAction, AuditEntry, AuditPage } from '@common/contracts/admin-audit';
import { paginationOf } from '@common/contracts/pagination';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { auditRepo, type AuditFields, type AuditRecord } from './audit.repo.js';

/**
 * Records an admin write in the audit trail on that write's own transaction `tx` (a failing insert rolls the
 * change back): how other features' admin writes (landing-page content, trending products) are audited.
 */
export const recordAudit = (tx: Db, entry: AuditRecord): Promise<void> => auditRepo(tx).record(entry);

type AuditRow = Awaited<ReturnType<ReturnType<typeof auditRepo>['page']>>[number];

const cmsSections: Record<string, string> = { hero: 'hero section', features: 'features section' };

/** What a removed plan, tool or product was called, as its change recorded it. */
const recordedName = (row: AuditRow): string | null => {
  const value = (row.after as AuditFields | null)?.name ?? (row.before as AuditFields | null)?.name;
  return typeof value === 'string' ? value : null;
};

/**
 * What an entry was about, for a person: a user's email, a plan's, tool's or product's name (as it is now, or
 * as the change recorded it once the target is gone), a landing-page section; null when none is known.
 */
function targetName(row: AuditRow): string | null {
  switch (row.targetType) {
    case 'user':
      // A deleted account's name and email were wiped on purpose: the log does not bring them back.
      return row.targetUserStatus === 'deleted' ? '(account deleted)' : row.targetUserEmail;
    case 'plan':
      return row.targetPlanName ?? recordedName(row);
    case 'tool':
      return row.targetToolName ?? recordedName(row);
    case 'trending':
      return row.targetProductName ?? recordedName(row);
    case 'cms':
      return cmsSections[row.targetId ?? ''] ?? null;
    default:
      return null;
  }
}

/** GET /api/admin/audit: the latest admin actions first, a page at a time. */
export const auditService = (ctx: AppContext) => {
  const repo = auditRepo(ctx.database.db);
  return {
    async page(page: number, limit: number): Promise<AuditPage> {
      const [rows, total] = await Promise.all([repo.page(limit, (page - 1) * limit), repo.total()]);
      const data: AuditEntry[] = rows.map((row) => ({
        id: row.id,
        admin_id: row.adminId,
        admin_name: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
        admin_email: row.email,
        action: row.action as AuditAction,
        target_type: row.targetType,
        target_id: row.targetId,
        target_name: targetName(row),
        before: row.before as AuditFields | null,
        after: row.after as AuditFields | null,
        created_at: row.createdAt.toISOString(),
      }));
      return { data, pagination: paginationOf(page, limit, total) };
    },
  };
};
export type AuditService = ReturnType<typeof auditService>;
