import { and, count, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import { addDays } from '@common/time/india-calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiringWithinDays, type AdminUser } from '@common/contracts/admin';
import { plans, subscriptions, users } from '../../db/schema/index.js';
import type { TestApp } from '../../test/test-app.js';
import { login, nextIp, strongPassword, uniqueEmail } from '../../test/accounts.js';
import { createAdminTestApp, signedInAdmin, signedInSeller, type Caller } from '../../test/admin-accounts.js';

let h: TestApp;
let admin: Caller;
/** Moves the clock and signs the admin in again (access tokens live 15 minutes on that clock). */
async function at(time: string) {
  h.clock.set(time);
  admin = (await signedInAdmin(h)).api;
}
beforeAll(async () => {
  h = await createAdminTestApp();
  await at('2026-11-21T06:30:00.000Z');
});
afterAll(() => h.close());

const dayMs = 86_400_000;
const newUser = (lastName: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Kavya',
  last_name: lastName,
  email: uniqueEmail(lastName.toLowerCase()),
  password: strongPassword,
  status: 'active',
  ...extra,
});
const create = async (lastName: string, extra: Record<string, unknown> = {}): Promise<AdminUser> => {
  const res = await admin.post('/api/admin/users', newUser(lastName, extra));
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json();
};
const list = async (query: string) => (await admin.get(`/api/admin/users?${query}`)).json();
const planId = async (name: string) =>
  ((await admin.get('/api/admin/pricing/plans')).json() as Array<{ id: string; name: string }>).find(
    (p) => p.name === name,
  )!.id;

describe('creating a user', () => {
  it('creates a verified seller on the Free Trial who can log in at once', async () => {
    const body = newUser('Created');
    const res = await admin.post('/api/admin/users', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      first_name: 'Kavya',
      last_name: 'Created',
      email: body.email,
      status: 'active',
      role: 'user',
      email_verified: true,
      plan_name: 'Free Trial',
      plan_days_left: 14,
      plan_state: 'expiring',
      subscription_plan: 'trial',
      created_at: '2026-11-21T06:30:00.000Z',
    });
    const session = await login(h, body.email, body.password, nextIp());
    expect(session.user.role).toBe('user');
  });

  it('applies the sign-up password rules and refuses a taken email', async () => {
    const weak = await admin.post('/api/admin/users', newUser('Weak', { password: 'short' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('password: Password must be at least 8 characters long');
    const common = await admin.post('/api/admin/users', newUser('Common', { password: 'password123' }));
    expect(common.json().fields.password).toEqual([
      'This password is too common. Please choose a less predictable one.',
    ]);
    const first = await create('Twice');
    const again = await admin.post(
      '/api/admin/users',
      newUser('Twice', { email: first.email.toUpperCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: 'A user with this email already exists' });
  });
});

describe('the user list', () => {
  it('searches names and emails (wildcards taken literally), newest first, a page at a time', async () => {
    for (let i = 0; i < 5; i++) {
      await create(`Searchcase`);
      h.clock.advance(60_000);
    }
    const page1 = await list('search=searchcase&limit=2');
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    const all = await list('search=SEARCHCASE&limit=100');
    const created = all.users.map((u: AdminUser) => u.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(page1.users.map((u: AdminUser) => u.id)).toEqual(
      all.users.slice(0, 2).map((u: AdminUser) => u.id),
    );
    expect((await list('search=kavya%20searchcase')).pagination.total).toBe(5);
    const byEmail = await list(`search=${encodeURIComponent(all.users[0].email)}`);
    expect(byEmail.users.map((u: AdminUser) => u.id)).toEqual([all.users[0].id]);
    expect((await list('search=%25')).pagination.total).toBe(0);
    expect((await list('search=_')).pagination.total).toBe(0);
  });

  it('filters by date joined: today on the Indian calendar, or the last 7, 30 or 365 days', async () => {
    await at('2026-06-01T06:00:00.000Z');
    const old = await create('Joinedcase');
    await at('2026-11-01T06:00:00.000Z');
    const month = await create('Joinedcase');
    await at('2026-11-20T20:00:00.000Z'); // 01:30 on 21 November in India
    const today = await create('Joinedcase');
    await at('2026-11-21T10:00:00.000Z');
    const ids = async (joined: string) =>
      (await list(`search=joinedcase&joined=${joined}`)).users.map((u: AdminUser) => u.id);
    expect(await ids('today')).toEqual([today.id]);
    expect(await ids('last_7_days')).toEqual([today.id]);
    expect(await ids('last_30_days')).toEqual([today.id, month.id]);
    expect(await ids('last_365_days')).toEqual([today.id, month.id, old.id]);
    expect((await admin.get('/api/admin/users?joined=yesterday')).statusCode).toBe(400);
  });

  it('filters by plan: active (over 30 days left or no end), expiring (1 to 30), expired', async () => {
    await at('2026-11-21T06:30:00.000Z');
    const [longPlan, soon, ended, trial] = [
      await create('Plancase'),
      await create('Plancase'),
      await create('Plancase'),
      await create('Plancase'),
    ];
    const professional = await planId('Professional');
    await admin.post(`/api/admin/users/${longPlan.id}/plan`, { planId: professional, endDate: '2027-03-01' });
    await admin.post(`/api/admin/users/${soon.id}/plan`, { planId: professional, endDate: '2026-11-25' });
    await admin.post(`/api/admin/users/${ended.id}/plan`, {
      planId: professional,
      startDate: '2026-09-01',
      endDate: '2026-10-01',
    });
    const ids = async (plan: string) =>
      (await list(`search=plancase&plan=${plan}`)).users.map((u: AdminUser) => u.id).sort();
    expect(await ids('active')).toEqual([longPlan.id].sort());
    expect(await ids('expiring')).toEqual([soon.id, trial.id].sort());
    expect(await ids('expired')).toEqual([ended.id]);
    const soonRow = (await admin.get(`/api/admin/users/${soon.id}`)).json();
    expect(soonRow).toMatchObject({
      plan_name: 'Professional',
      plan_price: 1499,
      plan_currency: 'INR',
      plan_end_date: '2026-11-25T18:30:00.000Z',
      plan_days_left: 5,
      subscription_plan: 'premium',
    });
    await at(new Date(h.clock.now().getTime() + 10 * dayMs).toISOString());
    expect(await ids('expired')).toEqual([soon.id, ended.id].sort());
  });

  it('counts the plan filter alone the same way it lists (every user in exactly one state)', async () => {
    const everyone = (await list('limit=100')).pagination.total;
    let sum = 0;
    for (const plan of ['active', 'expiring', 'expired']) {
      const { users, pagination } = await list(`plan=${plan}&limit=100`);
      expect(pagination.total).toBe(users.length);
      expect(users.every((u: AdminUser) => u.plan_state === plan)).toBe(true);
      sum += pagination.total;
    }
    expect(sum).toBe(everyone);
    expect(everyone).toBeLessThan(100);
  });
});

describe("the list's total", () => {
  /** Listed users counted row by row, as the list would without the kept count. */
  const counted = async () => {
    const [row] = await h.db.select({ n: count() }).from(users).where(ne(users.status, 'deleted'));
    return row!.n;
  };
  const shown = async () => (await list('limit=1')).pagination.total as number;

  it('is every listed user through sign-ups, suspensions, deletions and bulk writes (kept by the table)', async () => {
    const before = await shown();
    expect(before).toBe(await counted());
    const [kept, gone] = [await create('Kept'), await create('Gone')];
    expect(await shown()).toBe(before + 2);
    expect((await admin.put(`/api/admin/users/${kept.id}`, { status: 'suspended' })).statusCode).toBe(200);
    expect(await shown()).toBe(before + 2);
    expect((await admin.del(`/api/admin/users/${gone.id}`)).statusCode).toBe(200);
    expect(await shown()).toBe(before + 1);

    // Writes of many rows in one statement, as an import or a clean-up would make them.
    const bulk = ['a', 'b', 'c'].map((tag) => ({
      email: uniqueEmail(`bulk-${tag}`),
      passwordHash: 'not-a-login',
      firstName: 'Bulk',
      lastName: tag,
      status: tag === 'c' ? ('deleted' as const) : ('active' as const),
    }));
    const inserted = await h.db.insert(users).values(bulk).returning({ id: users.id });
    expect(await shown()).toBe(before + 3);
    const ids = inserted.map((r) => r.id);
    await h.db.update(users).set({ status: 'pending' }).where(inArray(users.id, ids));
    expect(await shown()).toBe(before + 4);
    await h.db.delete(users).where(inArray(users.id, ids));
    expect(await shown()).toBe(before + 1);
    expect(await shown()).toBe(await counted());
  });

  it("by plan state is each state's users counted row by row, through bulk writes and any time of day", async () => {
    const { db } = h;
    const states = ['active', 'expiring', 'expired'] as const;
    const totals = async () =>
      Promise.all(states.map(async (plan) => (await list(`plan=${plan}&limit=1`)).pagination.total));
    /** Each state as the list's own page filter finds it, listing every user. */
    const rowByRow = async () =>
      Promise.all(
        states.map(async (plan) => {
          const [row] = await db
            .select({ n: count() })
            .from(users)
            .where(
              and(
                ne(users.status, 'deleted'),
                plan === 'expired'
                  ? lte(users.planEndsAt, h.clock.now())
                  : plan === 'expiring'
                    ? and(
                        gt(users.planEndsAt, h.clock.now()),
                        lte(users.planEndsAt, addDays(h.clock.now(), expiringWithinDays)),
                      )
                    : sql`coalesce(${users.planEndsAt} > ${addDays(h.clock.now(), expiringWithinDays)}, true)`,
              ),
            );
          return row!.n;
        }),
      );
    await at('2026-11-21T06:30:00.000Z');
    const [plan] = await db.insert(plans).values({ name: 'Day count test' }).returning({ id: plans.id });
    // Plans ending earlier today, later today, at the 30-day edge's day and beyond, written in one statement.
    const ends = [
      '2026-11-21T01:00:00.000Z',
      '2026-11-21T20:00:00.000Z',
      '2026-12-21T03:00:00.000Z',
      '2027-02-01T00:00:00.000Z',
    ];
    const ids = (
      await db
        .insert(users)
        .values(
          ends.map((_, i) => ({
            email: uniqueEmail(`day-count-${i}`),
            passwordHash: '!',
            firstName: 'Day',
            lastName: `${i}`,
          })),
        )
        .returning({ id: users.id })
    ).map((r) => r.id);
    await db
      .insert(subscriptions)
      .values(ids.map((userId, i) => ({ userId, planId: plan!.id, endDate: new Date(ends[i]!) })));
    expect(await totals()).toEqual(await rowByRow());
    // Ends moved, one user deleted and one removed, then later the same day and a month on.
    await db
      .update(subscriptions)
      .set({ endDate: sql`${subscriptions.endDate} + interval '1 day'` })
      .where(inArray(subscriptions.userId, ids.slice(0, 2)));
    await db.update(users).set({ status: 'deleted' }).where(eq(users.id, ids[2]!));
    await db.delete(users).where(eq(users.id, ids[3]!));
    expect(await totals()).toEqual(await rowByRow());
    for (const time of ['2026-11-21T23:59:00.000Z', '2026-11-22T19:00:00.000Z', '2026-12-22T00:00:00.000Z']) {
      await at(time);
      expect(await totals()).toEqual(await rowByRow());
    }
    await db.delete(subscriptions).where(inArray(subscriptions.userId, ids));
    expect(await totals()).toEqual(await rowByRow());
  });
});

describe('editing a user', () => {
  it('changes names, email and status, and ignores every other field (no role by mass assignment)', async () => {
    const seller = await signedInSeller(h);
    const res = await admin.put(`/api/admin/users/${seller.id}`, {
      first_name: 'Renamed',
      last_name: 'Seller',
      email: ' Renamed.Seller@Example.in ',
      role: 'admin',
      password_hash: 'x',
      id: '00000000-0000-4000-8000-000000000000',
      created_at: '2020-01-01T00:00:00.000Z',
      email_verified: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: seller.id,
      first_name: 'Renamed',
      last_name: 'Seller',
      email: 'renamed.seller@example.in',
      role: 'user',
      email_verified: true,
    });
    expect((await seller.api.get('/api/admin/users')).statusCode).toBe(403);
    await login(h, 'renamed.seller@example.in', seller.password, nextIp());
  });

  it('refuses an email another account has, and unknown users', async () => {
    const [a, b] = [await create('Emailcase'), await create('Emailcase')];
    const res = await admin.put(`/api/admin/users/${a.id}`, { email: b.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A user with this email already exists');
    expect((await admin.get(`/api/admin/users/${a.id}`)).json().email).toBe(a.email);
    const missing = await admin.put('/api/admin/users/00000000-0000-4000-8000-000000000000', {
      first_name: 'X',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
  });
});
