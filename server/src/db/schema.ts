import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    profileImageUrl: text('profile_image_url'),
    role: text('role', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    status: text('status', { enum: ['active', 'suspended', 'pending'] })
      .notNull()
      .default('pending'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

/** One family per login; every refresh rotates the token inside its family (DESIGN.md §4). */
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

export const tools = pgTable('tools', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  route: text('route'),
  icon: text('icon').notNull().default('Wrench'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP', 'INR'] })
      .notNull()
      .default('INR'),
    billingPeriod: text('billing_period', { enum: ['month', 'year', 'week', 'forever', 'trial'] })
      .notNull()
      .default('month'),
    /** Length of a trial plan in days; null for paid plans. */
    trialDays: integer('trial_days'),
    /** Calls per tool per day on paid plans; null means the default of 20. */
    dailyLimit: integer('daily_limit'),
    isActive: boolean('is_active').notNull().default(true),
    isPopular: boolean('is_popular').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('plans_name_unique').on(t.name),
    index('plans_active_sort_idx').on(t.isActive, t.sortOrder),
    check('plans_price_non_negative', sql`${t.price} >= 0`),
  ],
);

/** Per-tool limit of a plan: monthly on paid plans, for the whole trial on trial plans. */
export const planLimits = pgTable(
  'plan_limits',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    toolId: integer('tool_id')
      .notNull()
      .references(() => tools.id, { onDelete: 'cascade' }),
    monthlyLimit: integer('monthly_limit').notNull().default(0),
    isUnlimited: boolean('is_unlimited').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.planId, t.toolId] })],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['active', 'expired', 'cancelled'] })
      .notNull()
      .default('active'),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('INR'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_one_active_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    index('subscriptions_end_date_idx').on(t.endDate),
  ],
);

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
    createdAt: createdAt(),
  },
  (t) => [
    index('usage_events_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('usage_events_user_tool_created_idx').on(t.userId, t.toolId, t.createdAt.desc()),
    index('usage_events_created_idx').on(t.createdAt),
    uniqueIndex('usage_events_idempotency_unique')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    providerOrderId: text('provider_order_id').notNull(),
    /** Amount in the smallest unit (paise). */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['created', 'paid', 'failed'] })
      .notNull()
      .default('created'),
    receipt: text('receipt').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_unique').on(t.providerOrderId),
    index('payment_orders_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['completed', 'failed', 'pending', 'refunded'] }).notNull(),
    method: text('method'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_unique').on(t.providerPaymentId),
    index('payments_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    billedName: text('billed_name').notNull(),
    billedEmail: text('billed_email').notNull(),
    billedPhone: text('billed_phone'),
    planName: text('plan_name').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_payment_unique').on(t.paymentId),
    index('invoices_user_idx').on(t.userId),
  ],
);

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
  section: text('section', { enum: ['hero', 'features'] }).primaryKey(),
  content: jsonb('content').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

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

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt.desc())],
);

/** Which one-time seed steps have run, so a restart seeds nothing twice and admin deletions stick. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

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
