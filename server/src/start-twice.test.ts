import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'vikreta-twice-'));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });

/** `npm start`'s server process (from the sources) on `port`, with PGlite in the shared folder. */
function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STATIC_DIR: join(dataDir, 'no-client'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => void (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => void (output += c.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

async function ready(port: number) {
  for (let i = 0; i < 120; i++) {
    const status = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server on ${port} did not get ready`);
}

// PGlite only: the PostgreSQL run of the server suite (CI) has nothing to add here.
describe.skipIf(Boolean(process.env.DATABASE_URL))('two servers on one PGlite data folder', () => {
  it('the second exits non-zero naming the folder, and the first keeps serving', async () => {
    const firstPort = await freePort();
    const first = startServer(firstPort);
    await ready(firstPort);

    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`already using the data folder ${dataDir}`);

    const signUp = await fetch(`http://127.0.0.1:${firstPort}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha.twice@example.in',
        password: 'mango-lassi-42',
      }),
    });
    expect(signUp.status).toBe(201);

    // Stopped cleanly, the first gives the folder back.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const thirdPort = await freePort();
    startServer(thirdPort);
    await ready(thirdPort);
  }, 90_000);
});
