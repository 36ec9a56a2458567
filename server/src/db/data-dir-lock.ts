import { resolve } from 'node:path';
import lockfile from 'proper-lockfile';

/** A second server on the same PGlite folder: it must not start (the two would silently lose writes). */
export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another Vikreta server is already using the data folder ${dataDir} (the embedded database allows one process). ` +
        'Stop that server, or give this one its own DATA_DIR (or a DATABASE_URL for PostgreSQL, which many servers can share). ' +
        'If that server was killed, its lock expires 15 seconds after it died: start again then.',
    );
  }
}

/**
 * Takes the exclusive lock of a PGlite data folder (proper-lockfile: a lock directory whose time is renewed
 * every 5 s, so the lock of a process that was killed counts as stale after 15 s and is taken over).
 * Resolves with the function that releases it.
 */
export async function lockDataDir(
  dataDir: string,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  const folder = resolve(dataDir);
  try {
    return await lockfile.lock(folder, {
      lockfilePath: `${folder}/vikreta.lock`,
      stale: 15_000,
      update: 5_000,
      realpath: false,
      onCompromised: onLost,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(folder);
    throw error;
  }
}
