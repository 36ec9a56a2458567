import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { landingData } from '../features/spa/landing-data.js';
import { post, signedIn } from '../test/accounts.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { openDatabase, type Database } from './client.js';
import * as t from './schema/index.js';

// The principal and the seller's plan are kept in memory, so every write they are read from
// must reach that memory before the next request, whoever made it. Each case warms the memory first.
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const planOf = (h: Pick<TestApp, 'app'>, token: string) =>
  h.app.inject({ url: '/api/user/plan', headers: as(token) });
const keywordCalls = async (h: Pick<TestApp, 'app'>, token: string) =>
  (await planOf(h, token)).json().usage['1'].used as number;

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

describe('memory that follows the database (migration 0007 change feed)', () => {
  it('a session revoked or a user suspended by a write the app did not make is refused on the next request', async () => {
    const seller = await signedIn(h);
    expect((await planOf(h, seller.accessToken)).statusCode).toBe(200);
    expect((await planOf(h, seller.accessToken)).statusCode).toBe(200);
    await h.db
      .update(t.refreshTokenFamilies)
      .set({ revokedAt: new Date() })
      .where(eq(t.refreshTokenFamilies.userId, seller.user.id));
    expect((await planOf(h, seller.accessToken)).statusCode).toBe(401);

    const other = await signedIn(h);
    expect((await planOf(h, other.accessToken)).statusCode).toBe(200);
    await h.db.execute(sql`update users set status = 'suspended' where id = ${other.user.id}`);
    expect((await planOf(h, other.accessToken)).json().code).toBe('ACCOUNT_SUSPENDED');
  });

  it('sign-out through the API is refused on the next request of a warmed session', async () => {
    const seller = await signedIn(h);
    expect((await planOf(h, seller.accessToken)).statusCode).toBe(200);
    await post(h, '/api/auth/logout', { refreshToken: seller.refreshToken });
    expect((await planOf(h, seller.accessToken)).statusCode).toBe(401);
  });

  it('the plan shows a spent call at once, and a hand-edited counter or plan name', async () => {
    const seller = await signedIn(h);
    expect(await keywordCalls(h, seller.accessToken)).toBe(0);
    const call = await post(
      h,
      '/api/ai/keyword-research',
      { keyword: 'steel bottle', platform: 'amazon' },
      { token: seller.accessToken },
    );
    expect(call.statusCode).toBe(200);
    expect(await keywordCalls(h, seller.accessToken)).toBe(1);

    await h.db.update(t.usageCounters).set({ count: 3 }).where(eq(t.usageCounters.userId, seller.user.id));
    expect(await keywordCalls(h, seller.accessToken)).toBe(3);

    const plan = (await planOf(h, seller.accessToken)).json().plan;
    await h.db.update(t.plans).set({ name: 'Trial (renamed)' }).where(eq(t.plans.id, plan.id));
    expect((await planOf(h, seller.accessToken)).json().plan.name).toBe('Trial (renamed)');
    await h.db.update(t.plans).set({ name: plan.name }).where(eq(t.plans.id, plan.id));
  });

  it("the landing page's content is kept until its hero, a testimonial or a plan is written (migration 0009)", async () => {
    const read = landingData(h.app.services, h.database.changes);
    /** The answer memory keeps: two reads in a row give the same object (a late notice of an earlier write may drop one). */
    const kept = async () => {
      let last = await read();
      await vi.waitFor(
        async () => {
          const next = await read();
          const same = next === last;
          last = next;
          expect(same).toBe(true);
        },
        { timeout: 2000, interval: 5 },
      );
      return last;
    };
    const first = await kept();

    const hero = { ...first.cmsContent.hero, title: 'Hand-edited hero' };
    await h.db
      .insert(t.cmsContent)
      .values({ section: 'hero', content: hero })
      .onConflictDoUpdate({ target: t.cmsContent.section, set: { content: hero } });
    expect((await read()).cmsContent.hero.title).toBe('Hand-edited hero');
    await kept();

    await h.db
      .insert(t.testimonials)
      .values({ name: 'Meera, Jaipur', role: 'Seller', content: 'Quick to use.' });
    expect((await read()).testimonials.map((x) => x.content)).toContain('Quick to use.');
    const [plan] = (await kept()).pricingPlans;

    await h.db.update(t.plans).set({ name: 'Starter (renamed)' }).where(eq(t.plans.id, plan!.id));
    expect((await read()).pricingPlans[0]!.name).toBe('Starter (renamed)');
    await h.db.update(t.plans).set({ name: plan!.name }).where(eq(t.plans.id, plan!.id));
  });
});

// A second server process on the same PostgreSQL database: its memory hears the first one's writes.
describe.runIf(process.env.DATABASE_URL)('two servers on one PostgreSQL', () => {
  let second: Database;
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    second = await openDatabase({ url: (h.database as { url?: string }).url });
    other = await buildApp({ ...h.ctx, database: second });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await second?.close();
  });

  it("a sign-out and a spent call on one server reach the other's memory", async () => {
    const seller = await signedIn(h);
    expect(await keywordCalls({ app: other }, seller.accessToken)).toBe(0);
    await post(
      h,
      '/api/ai/keyword-research',
      { keyword: 'steel bottle', platform: 'amazon' },
      { token: seller.accessToken },
    );
    await vi.waitFor(async () => expect(await keywordCalls({ app: other }, seller.accessToken)).toBe(1), {
      timeout: 2000,
      interval: 5,
    });

    await post(h, '/api/auth/logout', { refreshToken: seller.refreshToken });
    await vi.waitFor(
      async () => expect((await planOf({ app: other }, seller.accessToken)).statusCode).toBe(401),
      { timeout: 2000, interval: 5 },
    );
  });

  it('while its listening connection is down a server reads the database, and it listens again', async () => {
    const seller = await signedIn(h);
    expect((await planOf({ app: other }, seller.accessToken)).statusCode).toBe(200);
    await h.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query = 'LISTEN vikreta_changes' and state = 'idle'`,
    );
    await vi.waitFor(() => expect(second.changes.live).toBe(false), { timeout: 2000, interval: 5 });
    await post(h, '/api/auth/logout', { refreshToken: seller.refreshToken });
    expect((await planOf({ app: other }, seller.accessToken)).statusCode).toBe(401);
    await vi.waitFor(() => expect(second.changes.live).toBe(true), { timeout: 5000, interval: 20 });
  });
});
