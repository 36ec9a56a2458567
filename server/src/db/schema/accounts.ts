import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    /** Printed on invoices when given: the seller's business, GSTIN and state (a GST state name). */
    businessName: text('business_name'),
    gstin: text('gstin'),
    state: text('state'),
    profileImageUrl: text('profile_image_url'),
    role: text('role', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    /** 'deleted': removed by an admin, name and email anonymised; payments and invoices keep their rows. */
    status: text('status', { enum: ['active', 'suspended', 'pending', 'deleted'] })
      .notNull()
      .default('pending'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * When the user's current (active) subscription ends; null without one or when it has no end. Kept by
     * triggers on subscriptions (migration 0027) for the admin list's plan filter; never written by the app.
     */
    planEndsAt: timestamp('plan_ends_at', { withTimezone: true }),
    /** What the admin list's search box matches, lower-cased (migration 0028; trigram-indexed on PostgreSQL). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || email)`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // (created_at, id): the admin users list pages newest first with id as the tie-break.
    index('users_created_at_idx').on(t.createdAt, t.id),
    // The same for listed users only (migration 0016), INCLUDE (plan_ends_at) in migration 0027: the list's
    // deep pages and its plan filter scan this index alone.
    index('users_listed_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} <> 'deleted'`),
    index('users_status_idx').on(t.status),
    // Listed users by plan end (migration 0028): the part of a day's users whose plan ended by a moment.
    index('users_listed_plan_ends_idx')
      .on(t.planEndsAt)
      .where(sql`${t.status} <> 'deleted'`),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Listed users by the UTC day their current plan ends, kept by triggers on users (migration 0028): the admin
 * list's plan filter totals without counting every user whose plan ended.
 */
export const planEndDays = pgTable('plan_end_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  users: bigint('users', { mode: 'number' }).notNull(),
});

/**
 * How many users the back office lists (every account but deleted ones), in one row kept by triggers on
 * users (migration 0020): the users list's total without counting every row.
 */
export const listedUserCount = pgTable(
  'listed_user_count',
  {
    oneRow: boolean('one_row').primaryKey().default(true),
    users: bigint('users', { mode: 'number' }).notNull(),
  },
  (t) => [check('listed_user_count_one_row', sql`${t.oneRow}`)],
);

/** One family per login; every refresh rotates the token inside its family. */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_token_families_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_unique').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);
