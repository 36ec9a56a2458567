// npm run bench: builds if needed, then runs every benchmark in scripts/bench/ and prints its figures.
// `npm run bench admin` runs one suite; `npm run bench admin users` only its rows whose label has 'users'.
import { execSync } from 'node:child_process';
import { buildIsStale } from './lib/freshness.mjs';

if (buildIsStale()) execSync('npm run build', { stdio: 'inherit' });
const [only, rows] = process.argv.slice(2);
const suites = [
  'public-endpoints',
  'auth',
  'user-plan',
  'quota',
  'history',
  'ai',
  'billing',
  'admin',
  'listing-files',
  'import',
  'settlements',
  'lighthouse',
];
console.log(`# Vikreta benchmarks (${new Date().toISOString()}, node ${process.version})`);
for (const name of suites.filter((s) => !only || s === only)) {
  const { run } = await import(`./bench/${name}.mjs`);
  await run(rows);
}
