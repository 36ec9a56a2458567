import { and, count, desc, eq, gte, inArray, isNull, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PlanState } from '@common/contracts/admin';
import type { Db } from '../../db/client.js';
import {
  bulkListingJobs,
  keywordImports,
  settlements,
  emailTokens,
  listedUserCount,
  planEndDays,
  plans,
  refreshTokenFamilies,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { containsPattern } from './admin-db.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export interface UserListFilter {
  search?: string;
  joinedSince?: Date;
  plan?: { state: PlanState; now: Date; expiringUntil: Date };
}

// Both conditions are written out, not parameters: the planner matches them to the partial indexes they define.
/** The user's current subscription is its active one (at most one per user, by a unique index). */
const currentSubscription = and(eq(subscriptions.userId, users.id), sql`${subscriptions.status} = 'active'`);
/** Every account but deleted ones (users_listed_created_idx). */
const listed = sql`${users.status} <> 'deleted'`;

/** By the end of the current plan (users.plan_ends_at): expired, ended by now; expiring, ends within the coming
 * days; active, no end date (or no plan) or a later one. */
const planCondition = ({ state, now, expiringUntil }: NonNullable<UserListFilter['plan']>): SQL => {
  if (state === 'expired') return sql`${users.planEndsAt} <= ${now}`;
  if (state === 'expiring')
    return sql`${users.planEndsAt} > ${now} and ${users.planEndsAt} <= ${expiringUntil}`;
  return sql`coalesce(${users.planEndsAt} > ${expiringUntil}, true)`;
};

const whereOf = (f: UserListFilter): SQL | undefined => {
  // users.search_text is "first last email" lower-cased (users_search_trgm_idx, migration 0028).
  const pattern = f.search ? containsPattern(f.search.toLowerCase()) : undefined;
  return and(
    listed,
    pattern ? like(users.searchText, pattern) : undefined,
    f.joinedSince ? gte(users.createdAt, f.joinedSince) : undefined,
    f.plan ? planCondition(f.plan) : undefined,
  );
};

const listColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  status: users.status,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  planId: subscriptions.planId,
  planName: plans.name,
  planPrice: plans.price,
  planCurrency: plans.currency,
  planBillingPeriod: plans.billingPeriod,
  planStartDate: subscriptions.startDate,
  planEndDate: subscriptions.endDate,
};
/** Users as the back office lists them: every account but deleted ones, with the current plan. */
export const adminUsersRepo = (db: Db) => {
  const withPlan = () =>
    db
      .select(listColumns)
      .from(users)
      .leftJoin(subscriptions, currentSubscription)
      .leftJoin(plans, eq(plans.id, subscriptions.planId));
  /** Every listed user: the count the users table's triggers keep (listed_user_count, migration 0020). */
  const listedTotal = async () => {
    const [kept] = await db.select({ n: listedUserCount.users }).from(listedUserCount);
    return kept?.n ?? 0;
  };
  /**
   * Listed users whose plan ended by `t`: the whole UTC days before t's day, as plan_end_days keeps them
   * (migration 0028), and t's own day up to t, read from users_listed_plan_ends_idx.
   */
  const endedBy = async (t: Date): Promise<number> => {
    const dayStart = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()));
    const [[days], [today]] = await Promise.all([
      db
        .select({ n: sql<number>`coalesce(sum(${planEndDays.users}), 0)`.mapWith(Number) })
        .from(planEndDays)
        .where(lt(planEndDays.day, dayStart.toISOString().slice(0, 10))),
      db
        .select({ n: count() })
        .from(users)
        .where(and(listed, gte(users.planEndsAt, dayStart), lte(users.planEndsAt, t))),
    ]);
    return (days?.n ?? 0) + (today?.n ?? 0);
  };
  /** How many match: with no filter or only the plan filter, from kept counts; otherwise counted. */
  const total = async (filter: UserListFilter): Promise<number> => {
    const { plan } = filter;
    if (filter.search || filter.joinedSince) {
      const [row] = await db.select({ n: count() }).from(users).where(whereOf(filter));
      return row?.n ?? 0;
    }
    if (!plan) return listedTotal();
    if (plan.state === 'expired') return endedBy(plan.now);
    const [byUntil, other] = await Promise.all([
      endedBy(plan.expiringUntil),
      plan.state === 'expiring' ? endedBy(plan.now) : listedTotal(),
    ]);
    return plan.state === 'expiring' ? byUntil - other : other - byUntil;
  };

  return {
    /**
     * One page, newest first: the page's ids from users_listed_created_idx read backwards (an index-only
     * scan, however deep the page), then those rows with their plans.
     */
    async page(filter: UserListFilter, limit: number, offset: number) {
      const pageIds = await db
        .select({ id: users.id })
        .from(users)
        .where(whereOf(filter))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset);
      if (pageIds.length === 0) return [];
      return withPlan()
        .where(
          inArray(
            users.id,
            pageIds.map((r) => r.id),
          ),
        )
        .orderBy(desc(users.createdAt), desc(users.id));
    },

    total,

    async one(id: string) {
      const [row] = await withPlan()
        .where(and(eq(users.id, id), listed))
        .limit(1);
      return row;
    },

    /** The row, locked until the transaction ends; deleted users count as missing. */
    async lock(id: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), listed))
        .for('update');
      return row;
    },

    /** Locks every active admin, so two admins removing each other cannot both succeed. */
    lockActiveAdmins() {
      return db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
        .for('update');
    },

    /** The new user's id, or undefined when the email is taken. */
    async insert(row: NewUserRow): Promise<string | undefined> {
      const [created] = await db
        .insert(users)
        .values(row)
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      return created?.id;
    },

    async update(id: string, set: Partial<NewUserRow>): Promise<UserRow> {
      const [row] = await db.update(users).set(set).where(eq(users.id, id)).returning();
      return row!;
    },

    /** Every live session of the user ends: refresh refused at once, access tokens on their next call. */
    async revokeSessions(userId: string, reason: string, now: Date): Promise<void> {
      await db
        .update(refreshTokenFamilies)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(refreshTokenFamilies.userId, userId), isNull(refreshTokenFamilies.revokedAt)));
    },

    /** The user's bulk listing uploads (products, facts, answers), keyword bank and settlement files. */
    async deleteSellerFiles(userId: string): Promise<void> {
      await db.delete(bulkListingJobs).where(eq(bulkListingJobs.userId, userId));
      await db.delete(keywordImports).where(eq(keywordImports.userId, userId));
      await db.delete(settlements).where(eq(settlements.userId, userId));
    },

    /** Mailed links still pending for the user (they carry a name and a password hash). */
    async deleteEmailTokens(userId: string): Promise<void> {
      await db.delete(emailTokens).where(eq(emailTokens.userId, userId));
    },
  };
};
export type AdminUsersRepo = ReturnType<typeof adminUsersRepo>;
export type AdminUserRow = NonNullable<Awaited<ReturnType<AdminUsersRepo['one']>>>;
