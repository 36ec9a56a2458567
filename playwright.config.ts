import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5055);
/** The e2e server's data folder; scripts/e2e.mjs empties it before each run. Tests read the mail outbox here. */
export const e2eDataDir = join(tmpdir(), `vikreta-e2e-${port}`);
export const e2eBaseUrl = `http://127.0.0.1:${port}`;
export const e2eAdmin = { email: 'admin@e2e.vikreta.local', password: 'e2e-admin-password-1' };

/** How the built app runs under test: the shared e2e server, and those a test starts itself (e2e/support/app-server.ts). */
export const appServerEnv = (port: number, dataDir: string): Record<string, string> => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  APP_URL: `http://127.0.0.1:${port}`,
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  DATABASE_URL: '',
  // As behind a reverse proxy: API sign-ups in the journeys come from distinct client IPs (X-Forwarded-For),
  // so the per-IP sign-up limit applies per simulated seller, not to the whole suite.
  TRUST_PROXY: '1',
});

const desktop = { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 900 } };
const journeysAlone = [
  // The 150,000-line settlement check no longer blocks the server's event loop, but on a 2-core machine it takes a
  // core for a minute: beside the full-page screenshot journeys with axe, one of them ran out of its 2 minutes.
  'settlements.spec.ts',
].map((file) => `**/${file}`);

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: 'test-results/playwright',
  // A journey is many steps through a real browser and server: on a slow 2-core machine several took 31-42 s, so a
  // hung one fails after 60 s (no journey asserts speed; the benchmarks measure that).
  timeout: 60_000,
  // How long an expectation waits for the page to show something. On CI's loaded 2-core machine a lazily loaded
  // screen and its first data took over 7 s after sign-in (the Product Optimization usage card); waiting is not a
  // speed assertion, so it waits up to 15 s.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two journeys at a time, each file in one browser; those changing what every seller sees wait (below).
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: e2eBaseUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: journeysAlone },
    // After every other journey, one at a time (see journeysAlone). Journeys that change what every seller sees
    // run beside the others on a server of their own (e2e/support/own-server.ts).
    {
      name: 'alone',
      use: desktop,
      testMatch: journeysAlone,
      dependencies: ['desktop'],
      workers: 1,
    },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `${e2eBaseUrl}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: appServerEnv(port, e2eDataDir),
  },
});
