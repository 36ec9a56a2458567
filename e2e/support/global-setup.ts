// Before the journeys: one migrated PGlite data folder, opened once through the app's own openDatabase,
// which every app server a journey starts copies (app-server.ts) instead of running initdb and the
// migrations itself (about five seconds each).
import { rmSync } from 'node:fs';
import { openDatabase } from '../../server/src/db/client';
import { migratedDataParent } from './migrated-data';

export default async function globalSetup() {
  rmSync(migratedDataParent, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: migratedDataParent });
  await database.close();
}
