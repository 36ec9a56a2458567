// The authenticated path. GET /api/user/plan for a seller on the Free Trial beside
// GET /api/health in the same run, 50 connections each, printed as the ratio the issue sets targets for
// (PostgreSQL ≥ 0.35 and p99 < 50 ms, PGlite ≥ 0.15). Figures, not assertions.
import { login, measureDetailed, printDetailedRow } from './bench-lib.mjs';
import { engines, startServer } from './harness.mjs';

const duration = 5;
const connections = 50;
const admin = { email: 'bench-admin@bench.local', password: 'Bench-user-plan-7' };
const seller = { email: 'bench-seller@bench.local', password: 'Bench-seller-plan-7' };
const targets = { postgres: 0.35, pglite: 0.15 };

/** A verified seller on the Free Trial, made through the admin API. */
async function sellerToken(base) {
  const adminToken = await login(base, admin.email, admin.password);
  const res = await fetch(`${base}/api/admin/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ first_name: 'Bench', last_name: 'Seller', ...seller }),
  });
  if (!res.ok) throw new Error(`creating the seller failed: HTTP ${res.status} ${await res.text()}`);
  return login(base, seller.email, seller.password);
}

export async function run() {
  console.log(
    `\n## Authenticated path (${connections} connections, ${duration} s each, one after the other)`,
  );
  let port = 5361;
  for (const engine of engines()) {
    const server = await startServer(engine, port++, {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    try {
      const token = await sellerToken(server.base);
      const health = await measureDetailed(`${server.base}/api/health`, { duration, connections });
      const plan = await measureDetailed(`${server.base}/api/user/plan`, {
        duration,
        connections,
        headers: { authorization: `Bearer ${token}` },
      });
      printDetailedRow(`[${engine}] GET /api/health`, health);
      printDetailedRow(`[${engine}] GET /api/user/plan (seller)`, plan);
      const ratio = plan.rps / health.rps;
      console.log(
        `[${engine}] ratio user/plan ÷ health: ${ratio.toFixed(2)} (target ≥ ${targets[engine]})` +
          (engine === 'postgres' ? `, p99 ${plan.p99} ms (target < 50 ms)` : ''),
      );
    } finally {
      await server.stop();
    }
  }
}
