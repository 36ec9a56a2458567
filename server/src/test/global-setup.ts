// Vitest's global setup: one migrated PGlite image for the whole run, which every test file's fresh
// in-memory database starts from (test-app.ts), instead of each running initdb and the migrations.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteImage } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite image's file; empty when the tests run on PostgreSQL. */
    pgliteImage: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteImage', '');
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), 'vikreta-pglite-image-'));
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
