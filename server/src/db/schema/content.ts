import { versionedSections } from '@common/contracts/cms';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './accounts.js';

export const trendingProducts = pgTable(
  'trending_products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    demandScore: integer('demand_score').notNull().default(50),
    competitionLevel: text('competition_level', { enum: ['low', 'medium', 'high'] })
      .notNull()
      .default('medium'),
    marketTrend: text('market_trend', { enum: ['growing', 'stable', 'declining'] })
      .notNull()
      .default('stable'),
    profitPotential: integer('profit_potential').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('trending_products_name_unique').on(t.name),
    index('trending_products_active_category_idx').on(t.isActive, t.category, t.sortOrder),
    check('trending_products_demand_range', sql`${t.demandScore} between 0 and 100`),
    check('trending_products_profit_non_negative', sql`${t.profitPotential} >= 0`),
    check('trending_products_sort_non_negative', sql`${t.sortOrder} >= 0`),
  ],
);

export const cmsContent = pgTable('cms_content', {
  section: text('section', { enum: versionedSections }).primaryKey(),
  content: jsonb('content').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * Every saved state of a CMS section, newest last; the newest is the live one (cms_content holds a copy for
 * reading). The seed records the built-in content as the first version; the last 20 per section are kept.
 */
export const cmsContentVersions = pgTable(
  'cms_content_versions',
  {
    id: serial('id').primaryKey(),
    section: text('section', { enum: versionedSections }).notNull(),
    content: jsonb('content').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The version this one restored, if it was made by a restore (not a reference: old versions are pruned). */
    restoredFrom: integer('restored_from'),
    createdAt: createdAt(),
  },
  (t) => [index('cms_content_versions_section_idx').on(t.section, t.id.desc())],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    content: text('content').notNull(),
    avatar: text('avatar'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('testimonials_name_unique').on(t.name)],
);

/** Which one-time seed steps have run, so a restart seeds nothing twice and admin deletions stick. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
