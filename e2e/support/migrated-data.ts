import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A migrated, empty PGlite data folder made once per run (global-setup.ts). */
export const migratedDataFolder = join(tmpdir(), `vikreta-e2e-migrated-${process.env.E2E_PORT ?? 5055}`);
