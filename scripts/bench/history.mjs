// GET /api/usage/history with 100,000 usage events in the table (500 sellers, the measured one holding
// 20,000), on each engine. The seeding script fills the database and closes it; then the built server opens it.
import { rmSync } from 'node:fs';
import { login, measureDetailed, printDetailedRow, runTsx } from './bench-lib.mjs';
import { createDataDir, createPostgresDatabase, engines, startServer } from './harness.mjs';

const duration = 3;
const connections = 10;
const istDate = (daysAgo) =>
  new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

export async function run() {
  console.log(
    `\n## Usage history, 100,000 events in the table, seller with 20,000 (${connections} connections, ${duration} s each)`,
  );
  const queries = [
    ['page=1&limit=20', 'page=1&limit=20'],
    ['page=50&limit=20', 'page=50&limit=20'],
    ['limit=5 (dashboard)', 'limit=5'],
    ['toolId=1, 60-day range', `page=1&limit=20&toolId=1&startDate=${istDate(90)}&endDate=${istDate(30)}`],
  ];
  let port = 5341;
  for (const engine of engines()) {
    const pg = engine === 'postgres' ? createPostgresDatabase() : undefined;
    const dataDir = createDataDir();
    let server;
    try {
      const seeded = await runTsx('scripts/bench/history-seed.ts', [engine, pg?.url ?? dataDir]);
      console.log(
        `[${engine}] seeded ${seeded.events} events (${seeded.heavyEvents} for the measured seller) in ${(seeded.seedMs / 1000).toFixed(1)} s`,
      );
      server = await startServer(engine, port++, {}, { dataDir, databaseUrl: pg?.url });
      const headers = { authorization: `Bearer ${await login(server.base, seeded.email, seeded.password)}` };
      for (const [label, query] of queries) {
        const url = `${server.base}/api/usage/history?${query}`;
        const probe = await fetch(url, { headers });
        const body = await probe.text();
        if (!probe.ok) throw new Error(`GET ${url}: HTTP ${probe.status} ${body.slice(0, 200)}`);
        const { history, pagination } = JSON.parse(body);
        const m = await measureDetailed(url, { duration, connections, headers });
        printDetailedRow(`[${engine}] history ${label}`, m, { percentiles: ['p50', 'p99'] });
        console.log(
          `${''.padEnd(60)} (${history.length} rows of ${pagination.total}, ${Math.round(body.length / 1024)} KB uncompressed)`,
        );
      }
    } finally {
      await server?.stop();
      pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
