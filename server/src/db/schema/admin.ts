import { date, index, integer, jsonb, pgTable, primaryKey, text, uuid, bigserial } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';
import { tools } from './catalog.js';

/**
 * Every admin write: who, when, what, the target, and the fields before and after (never a password).
 * Written in the same transaction as the change it describes.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt.desc()),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * AI calls per Asia/Kolkata calendar day and tool, kept by a statement trigger on usage_events (migration
 * 0004): the admin analytics read a few hundred rows here instead of counting millions of events.
 */
export const usageDaily = pgTable(
  'usage_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    toolId: integer('tool_id')
      .notNull()
      .references(() => tools.id, { onDelete: 'cascade' }),
    calls: integer('calls').notNull().default(0),
    successful: integer('successful').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.toolId] })],
);
