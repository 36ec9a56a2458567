// Vitest's global setup: one migrated database for the whole run, which every test file's fresh database is
// a copy of (test-app.ts), instead of each running the migrations: a PGlite image, or on PostgreSQL (DATABASE_URL)
// a template database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteImage, openDatabase } from '../db/client.js';
import { databaseUrl, onPostgresServer } from './postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite image's file; empty when the tests run on PostgreSQL. */
    pgliteImage: string;
    /** The migrated template database on the PostgreSQL server of DATABASE_URL; empty on PGlite. */
    postgresTemplate: string;
  }
}

/** Creates and migrates the template database; returns its name and how to drop it. */
async function migratedTemplate(url: string) {
  const name = `vikreta_template_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(url, `create database ${name}`);
  await (await openDatabase({ url: databaseUrl(url, name) })).close();
  return { name, drop: () => onPostgresServer(url, `drop database if exists ${name} with (force)`) };
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = await migratedTemplate(url);
    project.provide('pgliteImage', '');
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  project.provide('postgresTemplate', '');
  const folder = mkdtempSync(join(tmpdir(), 'vikreta-pglite-image-'));
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
