import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverSrc = fileURLToPath(new URL('../..', import.meta.url));

/** Every source file of the server, tests and their set-ups (server/src/test) left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(serverSrc, 'test') ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Where a file writes the subscriptions table: `insert(subscriptions)`, `.update(t.subscriptions)` … */
export const writesOf = (code: string) =>
  [...code.matchAll(/\.(insert|update|delete)\(\s*(?:t\.)?subscriptions\s*\)/g)].map((m) => m[1]);

describe('the subscriptions table has one writer', () => {
  it('is written only by features/subscriptions (and the demo data seed)', () => {
    const writers = sources(serverSrc)
      .filter((file) => writesOf(readFileSync(file, 'utf8')).length > 0)
      .map((file) => relative(serverSrc, file).split('\\').join('/'));
    expect(writers.sort()).toEqual(['db/seed.ts', 'features/subscriptions/subscriptions.repo.ts']);
  });

  it('finds a write wherever it is written', () => {
    expect(
      writesOf('await tx.insert(subscriptions).values({});\ndb.update(t.subscriptions).set({})'),
    ).toEqual(['insert', 'update']);
    expect(writesOf('db.select().from(subscriptions)')).toEqual([]);
  });
});
