import { readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import lockfile from 'proper-lockfile';

/** A second server on the same PGlite folder: it must not start (the two would silently lose writes). */
export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another Vikreta server is already using the data folder ${dataDir} (the embedded database allows one process). ` +
        'Stop that server, or give this one its own DATA_DIR (or a DATABASE_URL for PostgreSQL, which many servers can share). ' +
        'A server that was killed on this machine gives the folder back at once; one killed on another machine ' +
        'gives it back 15 seconds after it died.',
    );
  }
}

/** Who holds the lock: written beside it once taken, removed before it is given back. */
interface LockOwner {
  pid: number;
  host: string;
  /** The process-id namespace on Linux, so containers sharing a host name never judge each other's ids. */
  pids: string;
  /** The lock directory's inode when the owner took it, so an old owner file never speaks for a newer lock. */
  lock: number;
}

/** Whether a process with this id runs on this machine (EPERM: it runs, as another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Where process ids are counted: the pid namespace on Linux, '' where there is none to read. */
function pidNamespace(): string {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return '';
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    const { pid, host, pids, lock } = owner;
    return typeof pid === 'number' &&
      typeof host === 'string' &&
      typeof pids === 'string' &&
      typeof lock === 'number'
      ? { pid, host, pids, lock }
      : null;
  } catch {
    return null;
  }
}

const inode = (path: string): number | null => {
  try {
    return statSync(path).ino;
  } catch {
    return null;
  }
};

/**
 * True when the lock at `lockPath` was taken by a process of this machine that no longer runs (killed with
 * SIGKILL, or the machine's power went): its owner file names this host and pid namespace, a process id that
 * is not alive and this very lock directory. Anything else (another machine, no owner file yet, an unreadable one) is left
 * to the lock's own 15 s staleness.
 */
function ownerDiedHere(lockPath: string, ownerPath: string): boolean {
  const owner = readOwner(ownerPath);
  if (!owner || owner.host !== hostname() || owner.pids !== pidNamespace() || owner.pid === process.pid)
    return false;
  return owner.lock === inode(lockPath) && !processAlive(owner.pid);
}

/**
 * Takes the exclusive lock of a PGlite data folder (proper-lockfile: a lock directory whose time is renewed
 * every 5 s, so the lock of a process that was killed counts as stale after 15 s and is taken over), and
 * records who holds it (process id and host name) so that a server of this machine restarted after a kill
 * takes the lock of its dead predecessor at once. Resolves with the function that releases it.
 */
export async function lockDataDir(
  dataDir: string,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  const folder = resolve(dataDir);
  const lockPath = `${folder}/vikreta.lock`;
  const ownerPath = `${folder}/vikreta.lock.owner`;
  const take = () =>
    lockfile.lock(folder, {
      lockfilePath: lockPath,
      stale: 15_000,
      update: 5_000,
      realpath: false,
      onCompromised: onLost,
    });
  const locked = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ELOCKED';
  const refused = (error: unknown) => (locked(error) ? new DataDirLockedError(folder) : error);

  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (error) {
    if (!locked(error) || !ownerDiedHere(lockPath, ownerPath)) throw refused(error);
    rmSync(lockPath, { recursive: true, force: true });
    release = await take().catch((again: unknown) => Promise.reject(refused(again)));
  }
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    pids: pidNamespace(),
    lock: inode(lockPath) ?? -1,
  };
  try {
    writeFileSync(ownerPath, JSON.stringify(owner));
  } catch (error) {
    await release();
    throw error;
  }
  return async () => {
    rmSync(ownerPath, { force: true });
    await release();
  };
}
