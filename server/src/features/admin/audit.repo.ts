import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@common/contracts/admin-audit';
import type { Db } from '../../db/client.js';
import { adminAuditLog, plans, tools, trendingProducts, users } from '../../db/schema/index.js';

export type AuditFields = Record<string, unknown>;

export interface AuditRecord {
  adminId: string;
  action: AuditAction;
  targetId: string | number;
  before: AuditFields | null;
  after: AuditFields | null;
  at: Date;
}

const targetUser = alias(users, 'target_user');

/** The target id as the key of its own table: only on rows of that target type (other ids do not cast). */
const targetKey = (type: string, cast: 'uuid' | 'integer') =>
  sql`case when ${adminAuditLog.targetType} = ${type} then ${adminAuditLog.targetId}::${sql.raw(cast)} end`;

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

  /**
   * Newest first (the primary key follows time), with the acting admin's current name and email and the
   * target's current email or name, all in this one query (a key lookup per row of the page).
   */
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
        targetUserEmail: targetUser.email,
        targetUserStatus: targetUser.status,
        targetPlanName: plans.name,
        targetToolName: tools.name,
        targetProductName: trendingProducts.name,
      })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.adminId))
      .leftJoin(
        targetUser,
        and(eq(adminAuditLog.targetType, 'user'), eq(targetUser.id, targetKey('user', 'uuid'))),
      )
      .leftJoin(plans, and(eq(adminAuditLog.targetType, 'plan'), eq(plans.id, targetKey('plan', 'uuid'))))
      .leftJoin(tools, and(eq(adminAuditLog.targetType, 'tool'), eq(tools.id, targetKey('tool', 'integer'))))
      .leftJoin(
        trendingProducts,
        and(
          eq(adminAuditLog.targetType, 'trending'),
          eq(trendingProducts.id, targetKey('trending', 'integer')),
        ),
      )
      .orderBy(desc(adminAuditLog.id))
      .limit(limit)
      .offset(offset);
  },

  async total(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(adminAuditLog);
    return row?.n ?? 0;
  },
});
