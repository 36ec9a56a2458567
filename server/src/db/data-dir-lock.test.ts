import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const root = resolve(import.meta.dirname, '../../..');
const folders: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vikreta-lock-'));
  folders.push(dir);
  return dir;
};
const ignore = () => undefined;

/** Another process (this machine) holding the folder's lock, as a server does; resolves once it holds it. */
async function holder(dir: string) {
  const code = [
    `const { lockDataDir } = await import(${JSON.stringify(join(root, 'server/src/db/data-dir-lock.ts'))});`,
    `await lockDataDir(${JSON.stringify(dir)}, () => {});`,
    "console.log('locked');",
    'setInterval(() => {}, 1000);',
  ].join('\n');
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((done, fail) => {
    child.stdout!.on('data', (c: Buffer) => c.toString().includes('locked') && done());
    child.once('exit', (code) => fail(new Error(`the lock holder exited with ${code}`)));
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return { child, exited };
}

describe('the data folder lock', () => {
  it('is refused while the process holding it runs', async () => {
    const dir = folder();
    await holder(dir);
    await expect(lockDataDir(dir, ignore)).rejects.toBeInstanceOf(DataDirLockedError);
  }, 60_000);

  it('is taken at once from a process of this machine killed with SIGKILL', async () => {
    const dir = folder();
    const { child, exited } = await holder(dir);
    child.kill('SIGKILL');
    await exited;
    // The lock was renewed less than 5 s ago, so its own staleness (15 s) has not come.
    const release = await lockDataDir(dir, ignore);
    expect(JSON.parse(readFileSync(join(dir, 'vikreta.lock.owner'), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    await release();
    // Given back: the next one takes it.
    await (
      await lockDataDir(dir, ignore)
    )();
  }, 60_000);

  it.each([
    ['on another machine', { host: 'elsewhere.example' }],
    ['in another container of this machine (another pid namespace)', { pids: 'pid:[1]' }],
  ])(
    'is refused when its dead owner ran %s',
    async (_where, change) => {
      const dir = folder();
      const { child, exited } = await holder(dir);
      const ownerFile = join(dir, 'vikreta.lock.owner');
      const owner = JSON.parse(readFileSync(ownerFile, 'utf8')) as Record<string, unknown>;
      writeFileSync(ownerFile, JSON.stringify({ ...owner, ...change }));
      child.kill('SIGKILL');
      await exited;
      await expect(lockDataDir(dir, ignore)).rejects.toBeInstanceOf(DataDirLockedError);
    },
    60_000,
  );
});
