import type { AuditAction, AuditEntry, AuditPage } from '@common/contracts/admin-audit';
import type { AppContext } from '../../context.js';
import { auditRepo, type AuditFields } from './audit.repo.js';

/** GET /api/admin/audit: the latest admin actions first, a page at a time. */
export const auditService = (ctx: AppContext) => {
  const repo = auditRepo(ctx.database.db);
  return {
    async page(page: number, limit: number): Promise<AuditPage> {
      const [rows, total] = await Promise.all([repo.page(limit, (page - 1) * limit), repo.total()]);
      const entries: AuditEntry[] = rows.map((row) => ({
        id: row.id,
        admin_id: row.adminId,
        admin_name: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
        admin_email: row.email,
        action: row.action as AuditAction,
        target_type: row.targetType,
        target_id: row.targetId,
        before: row.before as AuditFields | null,
        after: row.after as AuditFields | null,
        created_at: row.createdAt.toISOString(),
      }));
      return { entries, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
    },
  };
};
export type AuditService = ReturnType<typeof auditService>;
