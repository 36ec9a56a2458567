import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReconcileSettingsInput, Settlement } from '@common/contracts/settlements';
import type { SettlementLine } from '@common/settlements/amazon-v2';
import { settlementFormats, settlementStatuses } from '@common/contracts/settlements';
import type { FlipkartOrderRow } from '@common/settlements/flipkart-orders';
import type { MeeshoPaymentRow } from '@common/settlements/meesho-payments';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

/** Bytes (PostgreSQL's bytea): PGlite reads them as a Uint8Array, node-postgres as a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A settlement file a seller uploaded: its amount lines, read and shown ('pending'), then checked against the
 * rate card with the seller's settings by a background job ('queued', 'checking'), the result kept ('checked')
 * until the seller deletes it.
 */
export const settlements = pgTable(
  'settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: settlementFormats }).notNull(),
    marketplace: text('marketplace').notNull(),
    settlementIds: jsonb('settlement_ids').$type<string[]>().notNull(),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    orders: integer('orders').notNull(),
    refunds: integer('refunds').notNull(),
    problems: jsonb('problems').$type<string[]>().notNull(),
    /**
     * The file's rows as read: amount lines (Amazon V2 and Date Range), order items (Flipkart) or sub-orders
     * (Meesho), by `format`, packed (lib/packed-rows.ts). Files read before migration 0025 have `lines` instead.
     */
    packedLines: bytea('packed_lines'),
    lines: jsonb('lines').$type<SettlementLine[] | FlipkartOrderRow[] | MeeshoPaymentRow[]>(),
    lineCount: integer('line_count').notNull(),
    status: text('status', { enum: settlementStatuses }).notNull().default('pending'),
    /** A queued check is due from then; a claimed one is leased until then. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** How far the running (or last) check got, 0 to 100, written between its parts. */
    progress: integer('progress'),
    /** The claim that holds a running check: only it may write the result. */
    claimId: uuid('claim_id'),
    jobError: text('job_error'),
    settings: jsonb('settings').$type<ReconcileSettingsInput>(),
    result: jsonb('result').$type<NonNullable<Settlement['result']>>(),
    createdAt: createdAt(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    index('settlements_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('settlements_one_check')
      .on(t.userId)
      .where(sql`${t.status} in ('queued', 'checking')`),
    index('settlements_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} in ('queued', 'checking')`),
  ],
);
