// Login throughput (argon2id verification, bounded to cores − 1 at a time), and GET /api/auth/user
// p99 while logins are hashing (a second autocannon instance in the same run), beside /api/auth/user alone.
import { login, measureDetailed, printDetailedRow } from './bench-lib.mjs';
import { engines, startServer } from './harness.mjs';

const duration = 5;
const connections = 10; // the login limiter allows 10 attempts in flight per (email, IP); a success resets it
const email = 'bench-admin@bench.local';
const password = 'Bench-login-throughput-7';
const cols = { percentiles: ['p50', 'p99'] };

export async function run() {
  console.log(`\n## Auth (${connections} connections per autocannon instance, ${duration} s each)`);
  let port = 5321;
  for (const engine of engines()) {
    const server = await startServer(engine, port++, { ADMIN_EMAIL: email, ADMIN_PASSWORD: password });
    try {
      const loginRequest = {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
        duration,
        connections,
      };
      const userRequest = {
        headers: { authorization: `Bearer ${await login(server.base, email, password)}` },
        duration,
        connections,
      };
      const loginUrl = `${server.base}/api/auth/login`;
      const userUrl = `${server.base}/api/auth/user`;

      printDetailedRow(
        `[${engine}] POST /api/auth/login`,
        await measureDetailed(loginUrl, loginRequest),
        cols,
      );
      printDetailedRow(
        `[${engine}] GET /api/auth/user (alone)`,
        await measureDetailed(userUrl, userRequest),
        cols,
      );
      const [flood, user] = await Promise.all([
        measureDetailed(loginUrl, loginRequest),
        measureDetailed(userUrl, userRequest),
      ]);
      printDetailedRow(`[${engine}] POST /api/auth/login (beside /user)`, flood, cols);
      printDetailedRow(`[${engine}] GET /api/auth/user during login flood`, user, cols);
    } finally {
      await server.stop();
    }
  }
}
