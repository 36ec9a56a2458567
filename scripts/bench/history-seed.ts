// Seeds a database the caller created with 100,000 usage events over 500 sellers, one heavy seller holding 20,000,
// set-based (INSERT … SELECT FROM generate_series). The heavy seller can log in with the printed password.
// Usage: tsx scripts/bench/history-seed.ts <pglite|postgres> <DATA_DIR|postgres URL>
// Prints one JSON line: { email, password, events, heavyEvents, seedMs }. Closes the database before exiting
// (PGlite locks its data directory; the server opens it next).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../server/src/lib/passwords.js';
import { builtinEngine } from '../../server/src/providers/ai/builtin/index.js';
import { benchPlan, benchSellers, openBench, rows, type Engine } from './bench-db.js';

const [engine, target] = process.argv.slice(2);
if ((engine !== 'pglite' && engine !== 'postgres') || !target)
  throw new Error('usage: history-seed.ts <pglite|postgres> <target>');

const totalEvents = 100_000;
const sellerCount = 500;
const heavyEvents = 20_000;
const password = 'bench-heavy-seller-pw';

const started = performance.now();
const { database } = await openBench(engine as Engine, target);
const db = database.db;
const planId = await benchPlan(db);
const ids = await benchSellers(db, {
  count: sellerCount,
  prefix: 'hist',
  planId,
  passwordHash: await hashPassword(password, { NODE_ENV: 'production' }),
});

// Real built-in answers as the stored responses, so rows are as large as real ones (about 2 to 7 KB of JSON).
const keyword = { keyword: 'wireless earbuds', platform: 'amazon', language: 'en' } as const;
const product = { productName: 'cotton kurti', platform: 'myntra' } as const;
const optimization = { productName: 'face serum', platform: 'nykaa' } as const;
const answers = [
  await builtinEngine.keywordResearch(keyword),
  await builtinEngine.productResearch(product),
  await builtinEngine.productOptimization(optimization),
].map((a) => JSON.stringify(a));
const requests = [keyword, product, optimization].map((r) => JSON.stringify(r));
// The other sellers' rows are never served by this bench: a stub answer (under 100 bytes) keeps the seeding
// inside the time budget (full answers for all 100,000 rows: about 270 MB and 15–30 s to write).
const small = answers.map((a) => {
  const { source, isEstimate } = JSON.parse(a) as { source: string; isEstimate: boolean };
  return JSON.stringify({ source, isEstimate, stub: true });
});

// Event g: the heavy seller (ids[1] in SQL) owns g ≤ 20,000, the other 499 share the rest round-robin; tools
// 1–3 in turn; 1 in 25 refused (429, small body); created_at scattered over the last 180 days.
await db.execute(sql`
  insert into usage_events (user_id, tool_id, usage_type, usage_count, request_data, response_data, response_status,
                            plan_id, plan_name, billing_period, created_at)
  select case when g <= ${heavyEvents}::int then s.ids[1] else s.ids[2 + (g % ${sellerCount - 1}::int)] end,
         1 + (g % 3),
         (array['keyword_research', 'product_research', 'product_optimization'])[1 + (g % 3)],
         1,
         (array[${requests[0]}::jsonb, ${requests[1]}::jsonb, ${requests[2]}::jsonb])[1 + (g % 3)],
         case when g % 25 = 0
              then jsonb_build_object('reason', 'daily_limit_exceeded', 'message', 'You have reached today''s limit.')
              when g <= ${heavyEvents}::int
              then (array[${answers[0]}::jsonb, ${answers[1]}::jsonb, ${answers[2]}::jsonb])[1 + (g % 3)]
              else (array[${small[0]}::jsonb, ${small[1]}::jsonb, ${small[2]}::jsonb])[1 + (g % 3)] end,
         case when g % 25 = 0 then 429 else 200 end,
         ${planId}::uuid, 'Bench Unlimited', 'month',
         now() - ((g::bigint * 7919) % (180 * 86400)) * interval '1 second'
  from generate_series(1, ${totalEvents}::int) g,
       (select ${`{${ids.join(',')}}`}::uuid[] as ids) s
`);
// A production table has been through autovacuum (planner statistics, visibility map for index-only scans);
// give the freshly loaded one the same.
await db.execute(sql`vacuum analyze usage_events`);

const [counted] = await rows<{ all: number; heavy: number }>(
  db,
  sql`select count(*)::int as all, count(*) filter (where user_id = ${ids[0]}::uuid)::int as heavy from usage_events`,
);
await database.close();
console.log(
  JSON.stringify({
    email: 'seller-hist-1@bench.local',
    password,
    events: counted?.all,
    heavyEvents: counted?.heavy,
    seedMs: Math.round(performance.now() - started),
  }),
);
