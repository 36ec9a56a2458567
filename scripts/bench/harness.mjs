// Starts the built server on a fresh database and measures endpoints with autocannon.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function postgresAvailable() {
  try {
    execSync(`psql "${postgresUrl}" -qtAc "select 1"`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Engines to measure: PGlite always, PostgreSQL when a server answers. */
export function engines() {
  return postgresAvailable() ? ['pglite', 'postgres'] : ['pglite'];
}

/** A new, empty PostgreSQL database on the bench server: its URL and a drop(). */
export function createPostgresDatabase() {
  const name = `vikreta_bench_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  execSync(`psql "${postgresUrl}" -qc "create database ${name}"`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => execSync(`psql "${postgresUrl}" -qc "drop database if exists ${name} with (force)"`),
  };
}

/** A new temporary directory for DATA_DIR (PGlite keeps its files under DATA_DIR/pglite). */
export const createDataDir = () => mkdtempSync(join(tmpdir(), 'vikreta-bench-'));

/**
 * Starts dist/server/main.js on its own port and database; returns its base URL and a stop().
 * By default the database is fresh and removed by stop(). Pass `existing.dataDir` (PGlite, and DATA_DIR in
 * general) or `existing.databaseUrl` (PostgreSQL) to run on a database the caller prepared; stop() then
 * leaves it for the caller to remove.
 */
export async function startServer(engine, port, extraEnv = {}, existing = {}) {
  const ownDataDir = !existing.dataDir;
  const dataDir = existing.dataDir ?? createDataDir();
  let created;
  let databaseUrl = '';
  if (engine === 'postgres') {
    if (existing.databaseUrl) databaseUrl = existing.databaseUrl;
    else {
      created = createPostgresDatabase();
      databaseUrl = created.url;
    }
  }
  const child = spawn('node', ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  let ready = false;
  for (let i = 0; i < 120 && !ready && child.exitCode === null; i++) {
    try {
      ready = (await fetch(`${base}/api/ready`)).ok;
    } catch {
      /* not up yet */
    }
    if (!ready) await new Promise((r) => setTimeout(r, 250));
  }
  const exited = () =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((r) => child.once('exit', r));
  if (!ready) {
    child.kill('SIGTERM');
    await exited();
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    created?.drop();
    throw new Error(`the server on port ${port} (${engine}) did not become ready`);
  }
  return {
    base,
    dataDir,
    databaseUrl,
    /** The server process's peak resident memory so far, in MB (Linux), or null. */
    peakMemoryMb() {
      try {
        const kb = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
        return kb ? Number(kb) / 1024 : null;
      } catch {
        return null;
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await exited();
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      created?.drop();
    },
  };
}

/** Runs autocannon for `duration` seconds; returns requests/s and latency percentiles in ms. */
export async function measure(url, { duration = 5, connections = 20, headers, method = 'GET', body } = {}) {
  const result = await autocannon({ url, duration, connections, headers, method, body });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printRow(label, m) {
  console.log(
    `${label.padEnd(48)} ${String(m.rps).padStart(7)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   errors ${m.errors}`,
  );
}

const sellerJwtSecret = 'bench-jwt-secret-0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * For each engine: a fresh database with one seller on an unlimited plan (its token signed by the seed script),
 * the server started on it, `work({ engine, server, auth })` run, then everything removed.
 */
export async function eachEngineWithSeller(firstPort, work) {
  const { runTsx } = await import('./bench-lib.mjs');
  let port = firstPort;
  for (const engine of engines()) {
    const pg = engine === 'postgres' ? createPostgresDatabase() : undefined;
    const dataDir = createDataDir();
    const seedFile = join(dataDir, 'bench-seller.json');
    let server;
    try {
      await runTsx('scripts/bench/ai-seed.ts', [engine, pg?.url ?? dataDir, 1, sellerJwtSecret, seedFile]);
      const [token] = JSON.parse(readFileSync(seedFile, 'utf8')).tokens;
      server = await startServer(
        engine,
        port++,
        { JWT_SECRET: sellerJwtSecret },
        { dataDir, databaseUrl: pg?.url },
      );
      await work({ engine, server, auth: { authorization: `Bearer ${token}` } });
    } finally {
      await server?.stop();
      pg?.drop();
    }
  }
}
