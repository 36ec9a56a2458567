import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request, type APIRequestContext } from '@playwright/test';
import { appServerEnv } from '../../playwright.config';
import { migratedDataFolder } from './migrated-data';
import type { ServerUnderTest } from './session';

/** A port nobody listens on right now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface AppServer extends ServerUnderTest {
  /** API calls to this server. */
  api: APIRequestContext;
  /** Stops the process: from now on the browser's calls find nobody listening. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Kills the process at once (SIGKILL, as a crash or an OOM kill): nothing of it runs to the end. */
  kill(): Promise<void>;
  /** Stops it for good and removes its data. */
  close(): Promise<void>;
}

/**
 * A second copy of the built app (dist/server/main.js) on its own port and fresh data folder, which a test
 * may stop and start again: the way to make the server really unreachable while a page is open, since the
 * shared e2e server stays up for the other tests. `env` adds configuration, e.g. an AI service that
 * does not answer.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'vikreta-e2e-own-'));
  // The server opens DATA_DIR/pglite: already migrated, it starts in a second instead of five.
  cpSync(migratedDataFolder, join(dataDir, 'pglite'), { recursive: true });
  let child: ChildProcess | undefined;
  let log = '';

  const start = async () => {
    const running = spawn(process.execPath, ['dist/server/main.js'], {
      env: { ...process.env, ...appServerEnv(port, dataDir), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = running;
    running.stdout?.on('data', (chunk: Buffer) => void (log += chunk.toString()));
    running.stderr?.on('data', (chunk: Buffer) => void (log += chunk.toString()));
    await expect
      .poll(
        async () => {
          if (running.exitCode !== null) throw new Error(`the app server exited:\n${log}`);
          return fetch(`${url}/api/ready`).then(
            (res) => res.status,
            () => 0,
          );
        },
        { message: `the app server on port ${port} to be ready`, timeout: 60_000 },
      )
      .toBe(200);
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };

  await start();
  const api = await request.newContext({ baseURL: url });
  return {
    url,
    dataDir,
    api,
    start,
    stop,
    kill,
    async close() {
      await api.dispose();
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
