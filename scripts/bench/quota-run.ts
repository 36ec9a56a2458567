// Reservations per second through createServices(ctx).quota.reserve, in-process, on a database the caller created.
// Usage: tsx scripts/bench/quota-run.ts <pglite|postgres> <DATA_DIR|postgres URL> [seconds] [sellers]
// Prints one JSON line: { many: stats, one: stats } (many sellers with one loop each; one seller, as many loops).
import { performance } from 'node:perf_hooks';
import { and, eq, like, sql } from 'drizzle-orm';
import pino from 'pino';
import type { AppContext } from '../../server/src/context.js';
import { usageCounters } from '../../server/src/db/schema/index.js';
import { systemClock } from '../../server/src/lib/clock.js';
import { createAiEngine } from '../../server/src/providers/ai/index.js';
import { createMailer } from '../../server/src/providers/email/mailer.js';
import { createServices } from '../../server/src/services.js';
import { benchPlan, benchSellers, openBench, type Engine } from './bench-db.js';

const [engine, target, secondsArg = '5', sellersArg = '50'] = process.argv.slice(2);
if ((engine !== 'pglite' && engine !== 'postgres') || !target)
  throw new Error('usage: quota-run.ts <pglite|postgres> <target> [seconds] [sellers]');
const seconds = Number(secondsArg);
const sellers = Number(sellersArg);
const keywordTool = 1;

const { env, database } = await openBench(engine as Engine, target);
const log = pino({ level: 'silent' });
const mailer = createMailer({ env, clock: systemClock, log });
const ctx: AppContext = { env, database, clock: systemClock, mailer, ai: createAiEngine(env) };
const services = createServices(ctx, log);
const quota = services.quota;

const planId = await benchPlan(database.db);
// Nobody logs in here: the hash is never checked.
const ids = await benchSellers(database.db, {
  count: sellers,
  prefix: 'quota',
  planId,
  passwordHash: 'unused',
});

/** `loops` concurrent loops, loop i reserving for sellerOf(i), each until the deadline; latency of every reservation. */
async function run(loops: number, sellerOf: (i: number) => string) {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: loops }, async (_, i) => {
      const userId = sellerOf(i);
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          await quota.reserve(userId, keywordTool);
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors++;
          firstError ??= String((error as Error).message);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? NaN) * 10) /
    10;
  return {
    rps: Math.round(latencies.length / elapsed),
    count: latencies.length,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    firstError,
  };
}

// Warm-up: every seller's counter rows exist (the steady state), pools are open, code is compiled.
for (const id of ids) await quota.reserve(id, keywordTool);

const many = await run(ids.length, (i) => ids[i]!);
const one = await run(ids.length, () => ids[0]!);

// Sanity: the monthly counters hold exactly the reservations made (warm-up included), nothing lost or doubled.
const [counted] = await database.db
  .select({ total: sql<number>`coalesce(sum(${usageCounters.count}), 0)`.mapWith(Number) })
  .from(usageCounters)
  .where(and(eq(usageCounters.toolId, keywordTool), like(usageCounters.period, 'm:%')));
const expected = ids.length + many.count + one.count;

await services.close();
await mailer.close();
await database.close();
console.log(JSON.stringify({ many, one, counted: counted?.total ?? 0, expected }));
