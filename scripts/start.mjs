// npm start: builds when the build is missing or older than the sources, then serves SPA + API.
import { execSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { buildIsStale } from './lib/freshness.mjs';

if (buildIsStale()) {
  console.log('Building Vikreta (sources changed or no build yet)...');
  execSync('npm run build', { stdio: 'inherit' });
}
await import(pathToFileURL(resolve('dist/server/main.js')).href);
