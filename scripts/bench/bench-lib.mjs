// Helpers shared by the auth, quota, history and ai suites: detailed autocannon runs and tsx child scripts.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

/** The value below which `q` (0..1) of the sorted samples fall (nearest rank). */
export function percentile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const round = (ms) => (Number.isFinite(ms) ? Math.round(ms * 10) / 10 : NaN);

/**
 * Runs autocannon like harness.measure, and also keeps every response's latency and status, so p90, p95 and
 * p99 are exact (autocannon's own summary has p90, p97.5 and p99 but no p95). `requests` may rotate headers
 * or bodies through setupRequest.
 */
export async function measureDetailed(
  url,
  { duration = 5, connections = 10, headers, method = 'GET', body, requests } = {},
) {
  const latencies = [];
  const statuses = {};
  const instance = autocannon({ url, duration, connections, headers, method, body, requests });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    count: latencies.length,
    p50: round(percentile(latencies, 0.5)),
    p90: round(percentile(latencies, 0.9)),
    p95: round(percentile(latencies, 0.95)),
    p97_5: round(percentile(latencies, 0.975)),
    p99: round(percentile(latencies, 0.99)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
}

const pad = (v, n) => String(v).padStart(n);

/** A row with throughput, p50, p90, p95, p97.5 and p99 and what went wrong (non-2xx by status, socket errors). */
export function printDetailedRow(label, m, { percentiles = ['p50', 'p90', 'p95', 'p97_5', 'p99'] } = {}) {
  const cols = percentiles.map((p) => `${p.replace('_', '.')} ${pad(m[p], 6)} ms`).join('  ');
  const bad = Object.entries(m.statuses ?? {})
    .filter(([s]) => Number(s) >= 300)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  console.log(
    `${label.padEnd(60)} ${pad(m.rps, 5)} req/s  ${cols}  non-2xx ${m.non2xx ?? 0}${bad ? ` (${bad})` : ''}  errors ${m.errors ?? 0}`,
  );
}

/**
 * Runs a TypeScript bench script with tsx (so it can import the server's code) and returns the JSON it prints
 * as its last stdout line. Killed after `timeoutMs`.
 */
export function runTsx(file, args = [], { timeoutMs = 120_000, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', [file, ...args.map(String)], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`${file} ${args.join(' ')} exited with ${code ?? signal}`));
      const last = out.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(last));
      } catch {
        reject(new Error(`${file} did not print JSON as its last line: ${last.slice(0, 200)}`));
      }
    });
  });
}

/** POST /api/auth/login; returns the access token (throws on anything but 200). */
export async function login(base, email, password) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login as ${email} failed: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()).accessToken;
}
