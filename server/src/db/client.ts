import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths.js';
import { changeHub, listenOn, listenOnPglite, listenOnPostgres, type ChangeFeed } from './change-feed.js';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the repositories use, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Committed writes to what requests keep in memory (migration 0007's triggers). */
  changes: ChangeFeed;
  /** Answers when the engine can run a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; unset for PGlite. */
  url?: string;
  /** PGlite's data directory; unset keeps PGlite in memory (tests). */
  dataDir?: string;
  /** An in-memory PGlite starts from this copy of a migrated database (`migratedPgliteImage`): tests. */
  image?: Blob;
  /** Told when an idle PostgreSQL connection fails (a server restart): the pool replaces it. */
  onConnectionError?: (error: Error) => void;
  /** Told when the PGlite folder's lock was lost (its lock file removed or not renewed in time). */
  onLockLost?: (error: Error) => void;
}

/** Opens the database and applies the SQL migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const changes = changeHub();
    // Each connection listens before its first use, so this process hears its own writes at once.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      onConnect: (client) => listenOn(client, changes), // awaited by the pool (pg-pool 3.14)
    });
    const onConnectionError = (error: Error) => options.onConnectionError?.(error);
    // Without a listener, an idle client's error (PostgreSQL restarting) would crash the process.
    pool.on('error', onConnectionError);
    const listener = await listenOnPostgres(options.url, changes, onConnectionError);
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder: migrationsDir }).catch(async (error: unknown) => {
      await listener.close();
      await pool.end();
      throw error;
    });
    return {
      db: db as unknown as Db,
      engine: 'postgres',
      changes,
      ping: async () => void (await pool.query('select 1')),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  let unlock = async () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    // One process per folder: a second server refuses to start (DataDirLockedError) before opening it.
    unlock = await lockDataDir(options.dataDir, (error) => options.onLockLost?.(error));
    dataDir = join(options.dataDir, 'pglite');
  }
  const start = dataDir ? { dataDir } : options.image ? { loadDataDir: options.image } : {};
  const client = await PGlite.create(start).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: migrationsDir });
  const changes = changeHub();
  await listenOnPglite(client, changes);
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    changes,
    ping: async () => void (await client.query('select 1')),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

/**
 * A migrated, empty in-memory database as a file image. Starting PGlite from it takes about a second;
 * creating one (initdb) and migrating it takes about five. Migrations still run on open, so an image
 * older than the migrations only costs the missing ones.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await PGlite.create({});
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsDir });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
