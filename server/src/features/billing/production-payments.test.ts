import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'vikreta-prod-payments-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm start`'s server process in production; resolves with its exit code and output once it ends or is up. */
function startInProduction(extra: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RAZORPAY_KEY_ID: '',
      RAZORPAY_KEY_SECRET: '',
      PAYMENTS: '',
      STATIC_DIR: join(dataDir, 'no-client'),
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<{ code: number | null; output: string }>((done) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening')) {
        child.kill('SIGKILL');
        done({ code: null, output });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => done({ code, output }));
  });
}

// PGlite only: what is checked here is the process's start-up, the same on either engine.
describe.skipIf(Boolean(process.env.DATABASE_URL))('payments in production', () => {
  it('refuses to start without Razorpay keys', async () => {
    const { code, output } = await startInProduction({});
    expect(code).toBe(1);
    expect(output).toMatch(/RAZORPAY_KEY_ID: is required in production \(or set PAYMENTS=sandbox/);
  }, 30_000);

  it('runs the sandbox only when the operator says so, and says so loudly', async () => {
    const { code, output } = await startInProduction({ PAYMENTS: 'sandbox' });
    expect(code).toBeNull();
    expect(output).toMatch(/"level":40.*PAYMENTS=sandbox IN PRODUCTION/);
  }, 60_000);
});
