import { count, eq, isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { post, register, signedIn } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp({ now: '2026-11-01T06:30:00.000Z' });
});
afterAll(() => h.close());

const day = 24 * 3_600_000;
const rows = async (table: typeof t.refreshTokenFamilies | typeof t.emailTokens) =>
  (await h.db.select({ n: count() }).from(table))[0]!.n;

describe('the periodic clean-up', () => {
  it('removes expired sessions and email tokens, forgets day-old Idempotency-Keys, and keeps the rest', async () => {
    // An old seller: a session, a used verification link and a call with an Idempotency-Key.
    const old = await signedIn(h);
    const call = await h.app.inject({
      method: 'POST',
      url: '/api/ai/keyword-research',
      headers: { authorization: `Bearer ${old.accessToken}`, 'idempotency-key': 'old-key-123456' },
      payload: { keyword: 'steel bottle', platform: 'amazon' },
    });
    expect(call.statusCode).toBe(200);
    const before = { sessions: await rows(t.refreshTokenFamilies), tokens: await rows(t.emailTokens) };
    // Its bulk uploads: one that ended, one still running (a running one is never removed).
    const upload = (status: 'done' | 'running') =>
      h.db
        .insert(t.bulkListingJobs)
        .values({ userId: old.user.id, marketplace: 'amazon', status, createdAt: h.clock.now() })
        .returning({ id: t.bulkListingJobs.id });
    await upload('done');
    const [running] = await upload('running');
    // Its keyword reports: one read but never confirmed (dropped), one in the bank (kept).
    const report = (status: 'pending' | 'confirmed', sha256: string) =>
      h.db
        .insert(t.keywordImports)
        .values({
          userId: old.user.id,
          sha256,
          fileName: 'sp.csv',
          reportType: 'amazon-sp-search-terms',
          marketplace: 'amazon',
          rows: 1,
          badRows: 0,
          terms: 1,
          found: { problems: [], skippedPlacements: 0, columnsUsed: [], columnsIgnored: [] },
          status,
          createdAt: h.clock.now(),
        })
        .returning({ id: t.keywordImports.id });
    await report('pending', 'a');
    const [banked] = await report('confirmed', 'b');

    // 40 days later (sessions last 30, links a day; both are kept 7 days after expiry) a new seller arrives.
    h.clock.advance(40 * day);
    await signedIn(h);
    await register(h);

    const counts = await h.services.cleanup.runOnce();
    expect(counts).toEqual({
      sessions: 1,
      emailTokens: 1,
      idempotencyKeys: 1,
      bulkListings: 1,
      keywordPreviews: 1,
      lostCalls: 0,
    });
    expect((await h.db.select({ id: t.keywordImports.id }).from(t.keywordImports)).map((r) => r.id)).toEqual([
      banked!.id,
    ]);
    expect(await rows(t.refreshTokenFamilies)).toBe(before.sessions);
    expect(await rows(t.emailTokens)).toBe(before.tokens + 1);
    const keyed = await h.db.select().from(t.usageEvents).where(isNotNull(t.usageEvents.idempotencyKey));
    expect(keyed).toEqual([]);
    expect(
      (await h.db.select({ id: t.bulkListingJobs.id }).from(t.bulkListingJobs)).map((j) => j.id),
    ).toEqual([running!.id]);
    // The call itself stays in the seller's history.
    expect(await h.db.select().from(t.usageEvents).where(eq(t.usageEvents.userId, old.user.id))).toHaveLength(
      1,
    );
    // The old session is gone: its refresh token no longer works.
    expect((await post(h, '/api/auth/refresh', { refreshToken: old.refreshToken })).statusCode).toBe(401);

    expect(await h.services.cleanup.runOnce()).toEqual({
      sessions: 0,
      emailTokens: 0,
      idempotencyKeys: 0,
      bulkListings: 0,
      keywordPreviews: 0,
      lostCalls: 0,
    });
  });

  // PGlite is one process by construction; the lock matters where several servers share PostgreSQL.
  it.runIf(process.env.DATABASE_URL)('skips a pass while another process is cleaning', async () => {
    // Another server on the same database (advisory locks belong to a database).
    const result = (await h.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    const name = result.rows[0]!.name;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    try {
      await other.query('begin');
      await other.query("select pg_advisory_xact_lock(hashtext('vikreta:cleanup'))");
      expect(await h.services.cleanup.runOnce()).toBeNull();
      await other.query('commit');
      expect(await h.services.cleanup.runOnce()).not.toBeNull();
    } finally {
      await other.end();
    }
  });
});
