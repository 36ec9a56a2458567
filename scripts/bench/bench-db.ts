// Database set-up shared by the TypeScript bench scripts (run with tsx): open the engine, seed it, add sellers.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase, type Database, type Db } from '../../server/src/db/client.js';
import { planLimits, plans } from '../../server/src/db/schema/index.js';
import { seedDatabase } from '../../server/src/db/seed.js';
import { parseEnv, type Env } from '../../server/src/env.js';
import { systemClock } from '../../server/src/lib/clock.js';

export type Engine = 'pglite' | 'postgres';

/** `target` is PGlite's DATA_DIR (its files go under DATA_DIR/pglite, as the server keeps them) or a PostgreSQL URL. */
export async function openBench(engine: Engine, target: string): Promise<{ env: Env; database: Database }> {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: engine === 'pglite' ? target : '/tmp/vikreta-bench-unused',
    DATABASE_URL: engine === 'postgres' ? target : undefined,
    // An admin account exists, so the seed creates no demo accounts (two argon2 hashes saved).
    ADMIN_EMAIL: 'bench-admin@bench.local',
    ADMIN_PASSWORD: 'bench-admin-password',
  });
  const database = await openDatabase(engine === 'postgres' ? { url: target } : { dataDir: target });
  await seedDatabase(database.db, env, systemClock, pino({ level: 'silent' }));
  return { env, database };
}

/** Rows of a raw statement, whichever driver runs it (both answer with `rows`). */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A paid plan with no monthly limit on the three AI tools and a daily cap of 1,000,000 (the bench never hits it). */
export async function benchPlan(db: Db): Promise<string> {
  const [plan] = await db
    .insert(plans)
    .values({
      name: 'Bench Unlimited',
      price: 999,
      currency: 'INR',
      billingPeriod: 'month',
      dailyLimit: 1_000_000,
    })
    .returning({ id: plans.id });
  await db
    .insert(planLimits)
    .values([1, 2, 3].map((toolId) => ({ planId: plan!.id, toolId, monthlyLimit: 0, isUnlimited: true })));
  return plan!.id;
}

/**
 * `count` verified, active sellers (seller-<prefix>-<n>@bench.local), each with an active subscription to
 * `planId` for 30 days, inserted set-based. Returns their ids in order of n.
 */
export async function benchSellers(
  db: Db,
  opts: { count: number; prefix: string; planId: string; passwordHash: string },
): Promise<string[]> {
  const { count, prefix, planId, passwordHash } = opts;
  const inserted = await rows<{ id: string; n: number }>(
    db,
    sql`insert into users (email, password_hash, first_name, last_name, role, status, email_verified_at)
        select 'seller-' || ${prefix} || '-' || g || '@bench.local', ${passwordHash}, 'Bench', 'Seller ' || g, 'user', 'active', now()
        from generate_series(1, ${count}::int) g
        returning id, (substring(email from '-(\\d+)@'))::int as n`,
  );
  const ids = inserted.sort((a, b) => a.n - b.n).map((r) => r.id);
  await db.execute(
    sql`insert into subscriptions (user_id, plan_id, status, amount, currency, start_date, end_date)
        select u, ${planId}::uuid, 'active', 999, 'INR', now(), now() + interval '30 days'
        from unnest(${`{${ids.join(',')}}`}::uuid[]) u`,
  );
  return ids;
}
