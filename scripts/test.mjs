// npm test: typecheck, lint, the AI answer evaluation, unit and API tests (vitest), then the browser tests
// (Playwright). Stops at the first failure.
import { execSync } from 'node:child_process';
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

mkdirSync('test-results', { recursive: true });
for (const f of ['test-results/vitest.json', 'test-results/e2e.json']) rmSync(f, { force: true });
let failed = false;
try {
  run('typecheck', 'npx tsc -p tsconfig.json --noEmit');
  run('lint', 'npx eslint . --max-warnings=0 && npx prettier --check . --log-level warn');
  run('AI answer evaluation', 'node --import tsx scripts/eval.ts');
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
