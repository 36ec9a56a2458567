// npm test: typecheck, lint and the app's build side by side (each uses one core), then unit and API tests
// (vitest; the AI answer cases run there too, eval.test.ts, which `npm run eval` prints as a table), then the
// browser tests (Playwright). Stops at the first failing phase.
import { exec, execSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

/** How long each phase took, printed at the end so a slow run shows where its time went. */
const phases = [];
const run = (title, command) => {
  console.log(`\n=== ${title} ===`);
  const started = performance.now();
  try {
    execSync(command, { stdio: 'inherit' });
  } finally {
    phases.push(`${title} ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
};

/**
 * Several single-threaded commands at once, their output printed whole, one after the other, once all have
 * ended; fails if any failed.
 */
const runTogether = async (title, commands) => {
  console.log(`\n=== ${title}: ${commands.map(([name]) => name).join(', ')} ===`);
  const started = performance.now();
  const results = await Promise.allSettled(
    commands.map(([name, command]) => {
      const began = performance.now();
      return promisify(exec)(command, { maxBuffer: 64 * 1024 * 1024 }).then(
        (out) => ({ name, out, seconds: (performance.now() - began) / 1000 }),
        (error) => Promise.reject({ name, out: error, seconds: (performance.now() - began) / 1000 }),
      );
    }),
  );
  const timings = [];
  for (const result of results) {
    const { name, out, seconds } = result.status === 'fulfilled' ? result.value : result.reason;
    console.log(
      `\n--- ${name} (${seconds.toFixed(0)} s)${result.status === 'rejected' ? ': FAILED' : ''} ---`,
    );
    process.stdout.write(`${out.stdout ?? ''}${out.stderr ?? ''}`);
    timings.push(`${name} ${seconds.toFixed(0)} s`);
  }
  phases.push(`${title} ${((performance.now() - started) / 1000).toFixed(0)} s (${timings.join(', ')})`);
  if (results.some((r) => r.status === 'rejected')) throw new Error(`${title} failed`);
};

mkdirSync('test-results', { recursive: true });
for (const f of ['test-results/vitest.json', 'test-results/e2e.json']) rmSync(f, { force: true });
let failed = false;
try {
  await runTogether('checks', [
    ['typecheck', 'npx tsc -p tsconfig.json --noEmit'],
    ['lint', 'npx eslint . --max-warnings=0 && npx prettier --check . --log-level warn'],
    ['build', 'npm run build'],
  ]);
  run(
    'unit and API tests',
    'npx vitest run --reporter=default --reporter=json --outputFile=test-results/vitest.json',
  );
  run('browser tests', 'node scripts/e2e.mjs');
} catch {
  failed = true;
}

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
const vitest = read('test-results/vitest.json');
const e2e = read('test-results/e2e.json');
const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failures =
  (vitest?.numFailedTests ?? 0) +
  (e2e?.stats?.unexpected ?? 0) +
  (failed && !vitest?.numFailedTests && !e2e?.stats?.unexpected ? 1 : 0);
const skipped = (vitest?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);
console.log(`\ntests: ${passed} passed, ${failures} failed, ${skipped} skipped`);
console.log(`time: ${phases.join(' · ')}`);
process.exit(failed ? 1 : 0);
