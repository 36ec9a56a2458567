// The admin analytics routes and the users list with 100,000 users and 1,000,000 usage events on
// PostgreSQL (the budget: 100 ms at p95). Skipped with a note when no PostgreSQL server answers: PGlite runs one
// query at a time and is not the engine these sizes are meant for.
import { availableParallelism, loadavg } from 'node:os';
import { login, measureDetailed, printDetailedRow, runTsx } from './bench-lib.mjs';
import { createPostgresDatabase, engines, startServer } from './harness.mjs';

const duration = 5;
const routes = [
  ['analytics', '/api/admin/analytics'],
  ['revenue analytics', '/api/admin/revenue/analytics'],
  ['usage analytics', '/api/admin/usage/analytics'],
  ['usage trends, 30 days', '/api/admin/usage/trends?days=30'],
  ['usage trends, 90 days', '/api/admin/usage/trends?days=90'],
  ['users, page 1', '/api/admin/users?page=1&limit=20'],
  ['users, page 2,500 (offset 49,980)', '/api/admin/users?page=2500&limit=20'],
  ['users, search "sharma 4"', '/api/admin/users?search=sharma%204'],
  ['users, search by email', '/api/admin/users?search=user-77777%40bench'],
  ['users, joined last 30 days', '/api/admin/users?joined=last_30_days'],
  ['users, plan expiring', '/api/admin/users?plan=expiring'],
  ['users, plan expired, page 100', '/api/admin/users?plan=expired&page=100'],
  ['users, search + joined + plan', '/api/admin/users?search=patel&joined=last_365_days&plan=active'],
  ['audit, page 1', '/api/admin/audit?page=1'],
];

/** Every route, or those whose label contains `rows` ('users': the users list shapes). */
export async function run(rows) {
  console.log(
    `\n## Admin analytics and users list, 100,000 users and 1,000,000 usage events (${duration} s each)`,
  );
  if (!engines().includes('postgres')) {
    console.log('(skipped: no PostgreSQL server answers at BENCH_POSTGRES_URL)');
    return;
  }
  const pg = createPostgresDatabase();
  let server;
  try {
    const seeded = await runTsx('scripts/bench/admin-seed.ts', [pg.url], { timeoutMs: 900_000 });
    console.log(
      `[postgres] seeded ${seeded.users} users, ${seeded.events} usage events (rollup ${seeded.rollup}), ${seeded.payments} payments in ${(seeded.seedMs / 1000).toFixed(1)} s`,
    );
    server = await startServer('postgres', 5361, {}, { databaseUrl: pg.url });
    const token = await login(server.base, 'bench-admin@bench.local', 'bench-admin-password');
    const headers = { authorization: `Bearer ${token}` };
    for (const connections of [1, 10]) {
      const load = loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
      console.log(
        `### ${connections} connection${connections > 1 ? 's' : ''} (load average ${load} on ${availableParallelism()} cores)`,
      );
      for (const [label, path] of routes.filter(([label]) => !rows || label.includes(rows))) {
        const url = `${server.base}${path}`;
        const probe = await fetch(url, { headers });
        if (!probe.ok)
          throw new Error(`GET ${path}: HTTP ${probe.status} ${(await probe.text()).slice(0, 200)}`);
        const m = await measureDetailed(url, { duration, connections, headers });
        printDetailedRow(`[postgres] ${label}`, m, { percentiles: ['p50', 'p95', 'p99'] });
      }
    }
  } finally {
    await server?.stop();
    pg.drop();
  }
}
