import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/test-app.js';
import type { Database } from './client.js';
import { plans, subscriptions, users } from './schema/index.js';

// users.plan_ends_at (migration 0027) is kept by the subscriptions table's triggers, whoever writes it: the admin
// users list filters by it instead of looking up every user's subscription.
let database: Database;
beforeAll(async () => {
  database = await freshDatabase(process.env.DATABASE_URL);
});
afterAll(() => database.close());

/** Each user's kept end date beside the end date of their active subscription, looked up. */
const keptAndActual = async (ids: string[]) =>
  (
    await database.db
      .select({
        kept: users.planEndsAt,
        actual: sql<string | null>`(select s.end_date from subscriptions s
          where s.user_id = users.id and s.status = 'active')`.mapWith((v) =>
          v === null ? null : new Date(v),
        ),
      })
      .from(users)
      .where(inArray(users.id, ids))
  ).map((r) => [r.kept?.toISOString() ?? null, r.actual?.toISOString() ?? null]);

const endOf = (day: string) => new Date(`${day}T18:29:59.999Z`);

describe("a user's plan end, kept from subscriptions", () => {
  it('follows inserts, updates, cancellations, deletions and truncation, several users per statement', async () => {
    const { db } = database;
    const [plan] = await db.insert(plans).values({ name: 'Kept end test' }).returning({ id: plans.id });
    const ids = (
      await db
        .insert(users)
        .values(
          ['a', 'b', 'c'].map((tag) => ({
            email: `plan-end-${tag}@example.test`,
            passwordHash: 'not-a-login',
            firstName: 'Plan',
            lastName: tag,
          })),
        )
        .returning({ id: users.id })
    ).map((r) => r.id);
    const [a, b, c] = ids as [string, string, string];
    const kept = async () => (await keptAndActual(ids)).map(([k]) => k).sort();
    expect(await kept()).toEqual([null, null, null]);

    // One statement for three users: two with an end date, one without (a plan that does not end).
    await db.insert(subscriptions).values([
      { userId: a, planId: plan!.id, endDate: endOf('2026-12-31') },
      { userId: b, planId: plan!.id, endDate: endOf('2027-01-31') },
      { userId: c, planId: plan!.id, endDate: null },
    ]);
    expect(await kept()).toEqual(['2026-12-31T18:29:59.999Z', '2027-01-31T18:29:59.999Z', null].sort());

    await db
      .update(subscriptions)
      .set({ endDate: endOf('2027-03-31') })
      .where(inArray(subscriptions.userId, [a, c]));
    expect(await kept()).toEqual(
      ['2027-01-31T18:29:59.999Z', '2027-03-31T18:29:59.999Z', '2027-03-31T18:29:59.999Z'].sort(),
    );

    // Cancelled: no current plan. A new active one for the same user: its end.
    await db.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.userId, b));
    await db.insert(subscriptions).values({ userId: b, planId: plan!.id, endDate: endOf('2027-06-30') });
    await db.delete(subscriptions).where(eq(subscriptions.userId, a));
    for (const [k, actual] of await keptAndActual(ids)) expect(k).toBe(actual);
    expect(await kept()).toEqual([null, '2027-06-30T18:29:59.999Z', '2027-03-31T18:29:59.999Z'].sort());

    await db.execute(sql`truncate ${subscriptions} cascade`);
    expect(await kept()).toEqual([null, null, null]);
  });
});
