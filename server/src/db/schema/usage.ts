import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';
import { tools, plans } from './catalog.js';

export const usageEvents = pgTable(
  'usage_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toolId: integer('tool_id')
      .notNull()
      .references(() => tools.id),
    usageType: text('usage_type').notNull(),
    usageCount: integer('usage_count').notNull().default(1),
    requestData: jsonb('request_data'),
    responseData: jsonb('response_data'),
    responseStatus: integer('response_status').notNull(),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    planName: text('plan_name'),
    billingPeriod: text('billing_period'),
    idempotencyKey: text('idempotency_key'),
    /** The reservation a counted call was made under (see usageReservations). */
    reservationId: uuid('reservation_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('usage_events_reservation_idx')
      .on(t.reservationId)
      .where(sql`${t.reservationId} is not null`),
    index('usage_events_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('usage_events_user_tool_created_idx').on(t.userId, t.toolId, t.createdAt.desc()),
    index('usage_events_created_idx').on(t.createdAt),
    uniqueIndex('usage_events_idempotency_unique')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/**
 * Quota counters: one row per user, tool and period ('trial', 'd:2026-11-21', 'm:2026-11' on the
 * Asia/Kolkata calendar). A conditional upsert on this row is what makes a reservation atomic.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toolId: integer('tool_id')
      .notNull()
      .references(() => tools.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.toolId, t.period] }),
    check('usage_counters_count_non_negative', sql`${t.count} >= 0`),
  ],
);

/**
 * AI calls taken from the counters and not yet recorded: written in the reservation's transaction, removed
 * when the call's history row is written or the call is given back. One left behind by a process that died
 * is given back by the quota service's reconciliation (migration 0010).
 */
export const usageReservations = pgTable(
  'usage_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toolId: integer('tool_id')
      .notNull()
      .references(() => tools.id, { onDelete: 'cascade' }),
    periods: text('periods').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('usage_reservations_created_idx').on(t.createdAt)],
);
