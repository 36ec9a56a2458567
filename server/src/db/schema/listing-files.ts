import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  bulkListingRowStatuses,
  bulkListingStatuses,
  listingFileMarketplaces,
  type BulkListingRow,
} from '@common/contracts/listing-file';
import type { ProductOptimizationResponse } from '@common/contracts/ai';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

/** A seller's bulk upload: one Product Optimization call per product, run by the worker one row at a time. */
export const bulkListingJobs = pgTable(
  'bulk_listing_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    marketplace: text('marketplace', { enum: listingFileMarketplaces }).notNull(),
    category: text('category'),
    status: text('status', { enum: bulkListingStatuses }).notNull().default('running'),
    /** Why the job stopped before its last row (the plan's limit), for the seller. */
    stopReason: text('stop_reason'),
    /** When the worker last took one of its rows: the job waiting longest goes next (sellers take turns). */
    lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bulk_listing_jobs_user_idx').on(t.userId, t.createdAt),
    // One running upload per seller (migration 0021).
    uniqueIndex('bulk_listing_jobs_one_running')
      .on(t.userId)
      .where(sql`${t.status} = 'running'`),
  ],
);

/** One product of a bulk job: the seller's row, then the answer or why it failed. */
export const bulkListingRows = pgTable(
  'bulk_listing_rows',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => bulkListingJobs.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    input: jsonb('input').$type<BulkListingRow>().notNull(),
    status: text('status', { enum: bulkListingRowStatuses }).notNull().default('pending'),
    answer: jsonb('answer').$type<ProductOptimizationResponse>(),
    error: text('error'),
    /** A claimed row is not due again before this: a process that dies mid-call leaves it to the next. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.line] }),
    index('bulk_listing_rows_pending_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
