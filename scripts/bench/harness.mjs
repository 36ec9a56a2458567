// Starts the built server on a fresh database and measures endpoints with autocannon.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

/** Starts dist/server/main.js on its own port and database; returns its base URL and a stop(). */
export async function startServer(engine, port, extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vikreta-bench-'));
  let dbName;
  let databaseUrl = '';
  if (engine === 'postgres') {
    dbName = `vikreta_bench_${Date.now()}`;
    execSync(`psql "${postgresUrl}" -qc "create database ${dbName}"`);
    const url = new URL(postgresUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const child = spawn('node', ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      if (dbName) execSync(`psql "${postgresUrl}" -qc "drop database if exists ${dbName} with (force)"`);
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
  console.log(`${label.padEnd(48)} ${String(m.rps).padStart(7)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   errors ${m.errors}`);
}
