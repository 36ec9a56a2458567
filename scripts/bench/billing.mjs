// Create-order and verify throughput, checkoutService(ctx) in-process (no HTTP), sandbox gateway, on
// each engine (PostgreSQL first: it is the figure the issue asks for). Verify is one transaction per payment
// (payment row, activation, invoice number, invoice), then the invoice PDF and the receipt mail.
import { rmSync } from 'node:fs';
import { runTsx } from './bench-lib.mjs';
import { createDataDir, createPostgresDatabase, engines } from './harness.mjs';

const seconds = 5;
const sellers = 50;

function printRow(label, m, unit) {
  const pad = (v, n) => String(v).padStart(n);
  console.log(
    `${label.padEnd(52)} ${pad(m.rps, 6)} ${unit}/s  p50 ${pad(m.p50, 6)} ms  p99 ${pad(m.p99, 6)} ms  (${m.count} in ${seconds} s)  errors ${m.errors}${m.firstError ? ` (${m.firstError})` : ''}`,
  );
}

export async function run() {
  console.log(
    `\n## Billing (checkoutService in-process, sandbox gateway, ${sellers} concurrent loops, ${seconds} s each)`,
  );
  for (const engine of [...engines()].reverse()) {
    const pg = engine === 'postgres' ? createPostgresDatabase() : undefined;
    const dataDir = engine === 'pglite' ? createDataDir() : undefined;
    try {
      const r = await runTsx('scripts/bench/billing-run.ts', [engine, pg?.url ?? dataDir, seconds, sellers]);
      printRow(`[${engine}] create-order (Starter)`, r.createOrder, 'orders');
      printRow(`[${engine}] verify (activation + invoice + PDF + mail)`, r.verify, 'payments');
      console.log(
        `[${engine}] ${r.payments} payments completed, ${r.invoices} invoices, ${r.gaps} gaps in the numbering, ${r.unverified} orders left unpaid`,
      );
    } finally {
      pg?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
