// Create-order and verify per second through the billing feature's checkout service, in-process (no HTTP), sandbox gateway, on a
// database the caller created. Phase 1 creates Starter orders for `seconds`; phase 2 pays each in the sandbox
// and verifies it (one transaction: payment, activation, invoice number, invoice; then the PDF and the mail).
// Usage: tsx scripts/bench/billing-run.ts <pglite|postgres> <DATA_DIR|postgres URL> [seconds] [sellers]
// Prints one JSON line: { createOrder: stats, verify: stats, payments, invoices, gaps }.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type { AppContext } from '../../server/src/context.js';
import { invoices, payments, plans } from '../../server/src/db/schema/index.js';
import { checkoutService } from '../../server/src/features/billing/checkout.service.js';
import { settlementService } from '../../server/src/features/billing/settlement.service.js';
import { systemClock } from '../../server/src/lib/clock.js';
import type { RateLimiter } from '../../server/src/lib/rate-limit.js';
import { createAiEngine } from '../../server/src/providers/ai/index.js';
import { createMailer } from '../../server/src/providers/email/mailer.js';
import { createPaymentGateway } from '../../server/src/providers/payments/index.js';
import { benchPlan, benchSellers, openBench, rows, type Engine } from './bench-db.js';

const [engine, target, secondsArg = '5', sellersArg = '50'] = process.argv.slice(2);
if ((engine !== 'pglite' && engine !== 'postgres') || !target)
  throw new Error('usage: billing-run.ts <pglite|postgres> <target> [seconds] [sellers]');
const seconds = Number(secondsArg);
const sellers = Number(sellersArg);

const opened = await openBench(engine as Engine, target);
const dataDir = mkdtempSync(join(tmpdir(), 'vikreta-bench-billing-'));
const env = { ...opened.env, DATA_DIR: dataDir };
const { database } = opened;
const log = pino({ level: 'silent' });
const mailer = createMailer({ env, clock: systemClock, log });
const ctx: AppContext = {
  env,
  database,
  clock: systemClock,
  mailer,
  ai: createAiEngine(env),
  payments: createPaymentGateway(env),
};
// The bench measures the order path, not the per-seller create-order limit (20 per 10 minutes): no limits here.
const unlimited: RateLimiter = {
  consume: async () => {},
  attempt: async () => {},
  excess: async () => 0,
  refund: async () => {},
  reset: async () => {},
};
const checkout = checkoutService(ctx, { settlement: settlementService(ctx), limiter: unlimited });
const sandbox = ctx.payments.sandbox!;

const [starter] = await database.db.select().from(plans).where(eq(plans.name, 'Starter'));
const ids = await benchSellers(database.db, {
  count: sellers,
  prefix: 'billing',
  planId: await benchPlan(database.db),
  passwordHash: 'unused',
});

type Stats = { rps: number; count: number; p50: number; p99: number; errors: number; firstError?: string };

/** `loops` concurrent loops each running `step(i)` until the deadline (or until it returns false). */
async function measure(loops: number, step: (loop: number) => Promise<boolean>): Promise<Stats> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: loops }, async (_, i) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          if (!(await step(i))) return;
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

// Warm-up: code compiled, pools open, the fonts read once.
const warm = await checkout.createOrder(ids[0]!, starter!.id);
await checkout.verify(
  ids[0]!,
  sandbox.pay({ id: warm.data.orderId, amount: warm.data.amount, currency: 'INR' }, 'success'),
);

const created: Array<{ userId: string; orderId: string }> = [];
const createOrder = await measure(ids.length, async (i) => {
  const order = await checkout.createOrder(ids[i]!, starter!.id);
  created.push({ userId: ids[i]!, orderId: order.data.orderId });
  return true;
});
const verify = await measure(ids.length, async () => {
  const next = created.shift();
  if (!next) return false;
  const fields = sandbox.pay({ id: next.orderId, amount: starter!.price * 100, currency: 'INR' }, 'success');
  await checkout.verify(next.userId, fields);
  return true;
});

const [counted] = await rows<{ payments: number; invoices: number; max: number }>(
  database.db,
  sql`select (select count(*) from ${payments} where status = 'completed')::int as payments,
             (select count(*) from ${invoices})::int as invoices,
             (select coalesce(max(sequence), 0) from ${invoices})::int as max`,
);
await mailer.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    createOrder,
    verify,
    payments: counted?.payments,
    invoices: counted?.invoices,
    gaps: (counted?.max ?? 0) - (counted?.invoices ?? 0),
    unverified: created.length,
  }),
);
