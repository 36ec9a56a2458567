import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './accounts.js';

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
    /** The plan every new seller starts on (one at most; active and a trial while it is). */
    isSignupPlan: boolean('is_signup_plan').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('plans_name_unique').on(t.name),
    uniqueIndex('plans_one_signup_plan')
      .on(t.isSignupPlan)
      .where(sql`${t.isSignupPlan}`),
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
    /** What the seller paid for this subscription (its payments, in rupees); 0 for a trial or an assigned plan. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('INR'),
    /** Assigned by an administrator (nothing paid for it). */
    assignedByAdmin: boolean('assigned_by_admin').notNull().default(false),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // INCLUDE (end_date) in migration 0016: the admin plan filter reads the end date from this index.
    uniqueIndex('subscriptions_one_active_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    index('subscriptions_end_date_idx').on(t.endDate),
    // Current subscriptions by end date: the admin plan filter and the running/premium counts.
    index('subscriptions_active_end_idx')
      .on(t.endDate, t.planId)
      .where(sql`${t.status} = 'active'`),
  ],
);
