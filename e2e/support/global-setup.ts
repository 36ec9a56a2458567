// Before the journeys: one migrated PGlite data folder, which every app server a journey starts copies
// (app-server.ts) instead of running initdb and the migrations itself (about five seconds each).
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migratedDataFolder } from './migrated-data';

export default async function globalSetup() {
  rmSync(migratedDataFolder, { recursive: true, force: true });
  const client = await PGlite.create({ dataDir: migratedDataFolder });
  await migrate(drizzle({ client }), { migrationsFolder: 'server/src/db/migrations' });
  await client.close();
}
