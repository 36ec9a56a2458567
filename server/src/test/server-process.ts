import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  /** Everything it printed so far (its log, one JSON line an entry). */
  output(): string;
  /** Resolves once it answers /api/ready. */
  ready(): Promise<void>;
}

/** `npm start`'s server process (from the sources) on a free port, with the environment given. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => void (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => void (output += c.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    child,
    port,
    exited,
    output: () => output,
    async ready() {
      for (let i = 0; i < 160; i++) {
        const status = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
          (r) => r.status,
          () => 0,
        );
        if (status === 200) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`the server on ${port} did not get ready:\n${output}`);
    },
  };
}
