import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where global-setup.ts opens a migrated, empty database once per run (the app keeps it in `pglite/`). */
export const migratedDataParent = join(tmpdir(), `vikreta-e2e-migrated-${process.env.E2E_PORT ?? 5055}`);
/** The migrated PGlite data folder a journey's own app server copies. */
export const migratedDataFolder = join(migratedDataParent, 'pglite');
