import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process.js';
const dataDir = mkdtempSync(join(tmpdir(), 'vikreta-twice-'));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm start`'s server process with PGlite in the shared folder. */
const startServer = () =>
  startServerProcess({
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    STATIC_DIR: join(dataDir, 'no-client'),
  }).then((server) => (started.push(server.child), server));

// PGlite only: the PostgreSQL run of the server suite (CI) has nothing to add here.
describe.skipIf(Boolean(process.env.DATABASE_URL))('two servers on one PGlite data folder', () => {
  it('the second exits non-zero naming the folder, and the first keeps serving', async () => {
    const first = await startServer();
    await first.ready();

    const second = await startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`already using the data folder ${dataDir}`);

    const signUp = await fetch(`http://127.0.0.1:${first.port}/api/auth/register`, {
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
    await (await startServer()).ready();
  }, 90_000);
});
