// npm run test:e2e: browser journeys in Debian's Chromium against the built app on a fresh data folder.
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { buildIsStale } from './lib/freshness.mjs';

ensureChromium();
if (buildIsStale()) execSync('npm run build', { stdio: 'inherit' });
rmSync(join(tmpdir(), `vikreta-e2e-${process.env.E2E_PORT ?? 5055}`), { recursive: true, force: true });
// Chosen journeys run alone: without --no-deps, one of the shared-settings journeys would first run all others.
const chosen = process.argv.slice(2);
const args = chosen.length > 0 ? `--no-deps ${chosen.join(' ')}` : '';
execSync(`npx playwright test ${args}`, {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
