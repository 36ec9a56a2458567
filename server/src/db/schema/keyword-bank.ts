import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { keywordImportStatuses, type ImportFindings } from '@common/contracts/keyword-bank';
import { keywordReportTypes } from '@common/keyword-reports/layouts';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

/**
 * A report file a seller uploaded: read, shown to the seller ('pending'), and in their keyword bank once they
 * confirm it. The same file (by its SHA-256) is confirmed once per seller.
 */
export const keywordImports = pgTable(
  'keyword_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    fileName: text('file_name').notNull(),
    reportType: text('report_type', { enum: keywordReportTypes }).notNull(),
    marketplace: text('marketplace').notNull(),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    rows: integer('rows').notNull(),
    badRows: integer('bad_rows').notNull(),
    terms: integer('terms').notNull(),
    /** What the preview shows besides the counts: rows left out (the first 100), columns read and left. */
    found: jsonb('found').$type<ImportFindings>().notNull(),
    status: text('status', { enum: keywordImportStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('keyword_imports_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('keyword_imports_one_confirmed_file')
      .on(t.userId, t.sha256)
      .where(sql`${t.status} = 'confirmed'`),
  ],
);

/** A search term's measured figures in one import, summed over the report's rows (money in rupees). */
export const keywordImportTerms = pgTable(
  'keyword_import_terms',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => keywordImports.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    term: text('term').notNull(),
    termKey: text('term_key').notNull(),
    productId: text('product_id').notNull().default(''),
    impressions: bigint('impressions', { mode: 'number' }),
    clicks: bigint('clicks', { mode: 'number' }),
    spend: numeric('spend', { precision: 14, scale: 2 }),
    orders: bigint('orders', { mode: 'number' }),
    sales: numeric('sales', { precision: 14, scale: 2 }),
    units: bigint('units', { mode: 'number' }),
    searchVolume: bigint('search_volume', { mode: 'number' }),
    cartAdds: bigint('cart_adds', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.termKey, t.productId] }),
    index('keyword_import_terms_user_term_idx').on(t.userId, t.termKey),
  ],
);
