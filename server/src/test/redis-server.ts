import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** Whether a redis-server binary is on this machine (tests that need one run only then). */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A throwaway Redis server on a free port, without persistence; resolves once it answers PING. */
export async function startRedisServer() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const cli = (...args: string[]) =>
    spawnSync('redis-cli', ['-p', String(port), ...args]).stdout?.toString() ?? '';
  for (let i = 0; i < 50 && !cli('ping').includes('PONG'); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Runs one redis-cli command against this server and returns its output. */
    cli,
    stop: () => void child.kill(),
  };
}
export type RedisServer = Awaited<ReturnType<typeof startRedisServer>>;
