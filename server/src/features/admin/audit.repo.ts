import { count, desc, eq } from 'drizzle-orm';
import type { AuditAction } from '@common/contracts/admin-audit';
import type { Db } from '../../db/client.js';
import { adminAuditLog, users } from '../../db/schema/index.js';

export type AuditFields = Record<string, unknown>;

export interface AuditRecord {
  adminId: string;
  action: AuditAction;
  targetId: string | number;
  before: AuditFields | null;
  after: AuditFields | null;
  at: Date;
}

/** The admin audit trail: one row per admin write, inserted on the transaction of that write. */
export const auditRepo = (db: Db) => ({
  async record(entry: AuditRecord): Promise<void> {
    await db.insert(adminAuditLog).values({
      adminId: entry.adminId,
      action: entry.action,
      targetType: entry.action.split('.')[0]!,
      targetId: String(entry.targetId),
      before: entry.before,
      after: entry.after,
      createdAt: entry.at,
    });
  },

  /** Newest first (the primary key follows time), with the acting admin's current name and email. */
  page(limit: number, offset: number) {
    return db
      .select({
        id: adminAuditLog.id,
        adminId: adminAuditLog.adminId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        action: adminAuditLog.action,
        targetType: adminAuditLog.targetType,
        targetId: adminAuditLog.targetId,
        before: adminAuditLog.before,
        after: adminAuditLog.after,
        createdAt: adminAuditLog.createdAt,
      })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.adminId))
      .orderBy(desc(adminAuditLog.id))
      .limit(limit)
      .offset(offset);
  },

  async total(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(adminAuditLog);
    return row?.n ?? 0;
  },
});
