// Quota reservations per second, the quota service's reserve in-process (no HTTP), on each engine:
// 50 sellers with one loop each, then 50 loops on ONE seller (every reservation upserts the same counter rows).
import { rmSync } from 'node:fs';
import { runTsx } from './bench-lib.mjs';
import { createDataDir, createPostgresDatabase, engines } from './harness.mjs';

const seconds = 5;
const sellers = 50;

function printQuotaRow(label, m) {
  const pad = (v, n) => String(v).padStart(n);
  console.log(
    `${label.padEnd(60)} ${pad(m.rps, 6)} reservations/s  p50 ${pad(m.p50, 6)} ms  p99 ${pad(m.p99, 6)} ms  (${m.count} in ${seconds} s)  errors ${m.errors}${m.firstError ? ` (${m.firstError})` : ''}`,
  );
}

export async function run() {
  console.log(
    `\n## Quota reservations (reserve(userId, keyword research), in-process, ${sellers} concurrent loops, ${seconds} s each)`,
  );
  // PostgreSQL first: it is the figure that matters in production; PGlite is for comparison.
  for (const engine of [...engines()].reverse()) {
    const pg = engine === 'postgres' ? createPostgresDatabase() : undefined;
    const dataDir = engine === 'pglite' ? createDataDir() : undefined;
    try {
      const r = await runTsx('scripts/bench/quota-run.ts', [engine, pg?.url ?? dataDir, seconds, sellers]);
      printQuotaRow(`[${engine}] reserve, ${sellers} sellers × 1 loop`, r.many);
      printQuotaRow(`[${engine}] reserve, 1 seller × ${sellers} loops (one row)`, r.one);
      if (r.counted !== r.expected)
        console.log(
          `[${engine}] WARNING: monthly counters hold ${r.counted}, ${r.expected} reservations were granted`,
        );
    } finally {
      pg?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
