import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.js';
import { fixedClock } from '../lib/clock.js';
import { openDatabase } from './client.js';
import { DataDirLockedError } from './data-dir-lock.js';
import * as t from './schema/index.js';
import { seedDatabase } from './seed.js';

const dataDir = mkdtempSync(join(tmpdir(), 'vikreta-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('PGlite under DATA_DIR', () => {
  it('keeps the data across a restart, and the second start seeds nothing twice', async () => {
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const clock = fixedClock('2026-11-21T06:30:00Z');
    const log = pino({ level: 'silent' });

    const first = await openDatabase({ dataDir: join(dataDir, 'nested', 'dir') });
    await seedDatabase(first.db, env, clock, log);
    await first.db
      .update(t.plans)
      .set({ description: 'Edited by an admin' })
      .where(eq(t.plans.name, 'Starter'));
    await first.db.delete(t.testimonials).where(eq(t.testimonials.sortOrder, 4));
    await first.close();

    const second = await openDatabase({ dataDir: join(dataDir, 'nested', 'dir') });
    await seedDatabase(second.db, env, clock, log);
    const [starter] = await second.db.select().from(t.plans).where(eq(t.plans.name, 'Starter'));
    expect(starter!.description).toBe('Edited by an admin');
    expect((await second.db.select({ n: count() }).from(t.testimonials))[0]!.n).toBe(3);
    expect((await second.db.select({ n: count() }).from(t.plans))[0]!.n).toBe(4);
    expect((await second.db.select({ n: count() }).from(t.users))[0]!.n).toBe(2);
    await second.close();
  });

  it('lets one process at a time open a folder: a second open is refused, naming the folder', async () => {
    const folder = join(dataDir, 'locked');
    const first = await openDatabase({ dataDir: folder });
    const second = openDatabase({ dataDir: folder });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(folder);
    await first.ping();
    await first.close();
    const again = await openDatabase({ dataDir: folder });
    await again.close();
  });
});
