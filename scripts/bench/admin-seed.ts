// Seeds a PostgreSQL database the caller created for the admin bench, set-based (INSERT … SELECT FROM
// generate_series): 100,000 users joined over two years with their current subscriptions (trial, Starter,
// Professional, Enterprise; ends from 60 days ago to a year ahead), 20,000 cancelled older subscriptions,
// 1,000,000 usage events over 180 days (the usage_daily trigger rolls them up as they land), 20,000 orders and
// payments over a year, 10,000 audit entries. The bench admin (bench-admin@bench.local) logs in with the password of bench-db.ts.
// Usage: tsx scripts/bench/admin-seed.ts <postgres URL>. Prints one JSON line with the counts and seconds taken.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openBench, rows } from './bench-db.js';

const [target] = process.argv.slice(2);
if (!target) throw new Error('usage: admin-seed.ts <postgres URL>');

const userCount = 100_000;
const eventCount = 1_000_000;
const paymentCount = 20_000;

const started = performance.now();
const { database } = await openBench('postgres', target);
const db = database.db;

const firstNames = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Vikram',
  'Meera',
  'Arjun',
  'Kavya',
  'Ishaan',
  'Diya',
];
const lastNames = ['Sharma', 'Patel', 'Reddy', 'Iyer', 'Singh', 'Gupta', 'Nair', 'Das', 'Khan', 'Mehta'];
const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

// User g joined (g * 7919 mod two years) seconds ago; 2% suspended, 1% pending.
await db.execute(sql`
  insert into users (email, password_hash, first_name, last_name, role, status, email_verified_at, created_at, updated_at)
  select 'user-' || g || '@bench.local', '!bench', (${textArray(firstNames)})[1 + g % 10],
         (${textArray(lastNames)})[1 + (g / 10) % 10] || ' ' || g, 'user',
         case when g % 50 = 0 then 'suspended' when g % 100 = 1 then 'pending' else 'active' end,
         now(), now() - ((g::bigint * 7919) % (730 * 86400)) * interval '1 second', now()
  from generate_series(1, ${userCount}::int) g`);

const plans = await rows<{ id: string; name: string }>(db, sql`select id, name from plans`);
const planId = (name: string) => plans.find((p) => p.name === name)!.id;
// 70% on the trial (14 days from joining), 20% Starter, 8% Professional, 2% Enterprise (ends -60..+365 days).
await db.execute(sql`
  insert into subscriptions (user_id, plan_id, status, amount, currency, start_date, end_date, created_at)
  select u.id,
         case when r < 70 then ${planId('Free Trial')}::uuid when r < 90 then ${planId('Starter')}::uuid
              when r < 98 then ${planId('Professional')}::uuid else ${planId('Enterprise')}::uuid end,
         'active', case when r < 70 then 0 else 499 end, 'INR', u.created_at,
         case when r < 70 then u.created_at + interval '14 days'
              else now() + ((abs(hashtext(u.id::text)) % 425) - 60) * interval '1 day' end,
         u.created_at
  from (select id, created_at, abs(hashtext(email)) % 100 as r from users where email like 'user-%') u`);
await db.execute(sql`
  insert into subscriptions (user_id, plan_id, status, amount, currency, start_date, end_date, created_at)
  select id, ${planId('Starter')}::uuid, 'cancelled', 499, 'INR', created_at, created_at + interval '30 days', created_at
  from users where email like 'user-%' order by email limit 20000`);

// Event g: user (g * 31) mod 100,000 of the seeded ones, tools 1-3, 1 in 25 refused, over the last 180 days.
await db.execute(sql`
  insert into usage_events (user_id, tool_id, usage_type, usage_count, request_data, response_data, response_status, created_at)
  select s.ids[1 + (g * 31) % ${userCount}::int], 1 + g % 3,
         (array['keyword_research', 'product_research', 'product_optimization'])[1 + g % 3], 1,
         jsonb_build_object('keyword', 'bench ' || g % 1000),
         case when g % 25 = 0 then '{"reason":"daily_limit_exceeded"}'::jsonb else '{"stub":true}'::jsonb end,
         case when g % 25 = 0 then 429 else 200 end,
         now() - ((g::bigint * 7919) % (180 * 86400)) * interval '1 second'
  from generate_series(1, ${eventCount}::int) g,
       (select array_agg(id order by email) as ids from users where email like 'user-%') s`);

await db.execute(sql`
  insert into payment_orders (user_id, plan_id, provider_order_id, amount_minor, currency, status, receipt, created_at)
  select s.ids[1 + (g * 13) % ${userCount}::int], ${planId('Starter')}::uuid, 'order_bench_' || g,
         (array[49900, 149900, 499900])[1 + g % 3], 'INR', 'paid', 'bench-' || g,
         now() - ((g::bigint * 7919) % (365 * 86400)) * interval '1 second'
  from generate_series(1, ${paymentCount}::int) g,
       (select array_agg(id order by email) as ids from users where email like 'user-%') s`);
await db.execute(sql`
  insert into payments (order_id, user_id, plan_id, provider_payment_id, amount_minor, currency, status, method, created_at)
  select id, user_id, plan_id, 'pay_' || provider_order_id, amount_minor, currency, 'completed', 'upi', created_at
  from payment_orders where provider_order_id like 'order_bench_%'`);

const [benchAdmin] = await rows<{ id: string }>(
  db,
  sql`select id from users where email = 'bench-admin@bench.local'`,
);
await db.execute(sql`
  insert into admin_audit_log (admin_id, action, target_type, target_id, before, after, created_at)
  select ${benchAdmin!.id}::uuid, 'user.status', 'user', u.id::text, '{"status":"active"}'::jsonb,
         '{"status":"suspended"}'::jsonb, now() - u.n * interval '1 minute'
  from (select id, row_number() over (order by id) as n from users limit 10000) u`);

// A production database has been through autovacuum (statistics, visibility map); give this one the same.
await db.execute(sql`vacuum analyze`);

const [counted] = await rows<{ users: number; events: number; rollup: number; payments: number }>(
  db,
  sql`select (select count(*) from users)::int as users, (select count(*) from usage_events)::int as events,
             (select sum(calls) from usage_daily)::int as rollup, (select count(*) from payments)::int as payments`,
);
await database.close();
console.log(JSON.stringify({ ...counted, seedMs: Math.round(performance.now() - started) }));
