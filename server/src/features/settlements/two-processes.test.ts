import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Settlement } from '@common/contracts/settlements';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { largeSettlementFile } from '../../test/settlement-file.js';
import { freshDatabase } from '../../test/test-app.js';

const started: ServerProcess[] = [];
const folders: string[] = [];
afterAll(() => {
  for (const s of started) s.child.kill('SIGKILL');
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const claimsOf = (server: ServerProcess, id: string) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('settlement check claimed') && line.includes(id)).length;

// PostgreSQL only: several app processes share one database there (PGlite's folder belongs to one process).
describe.skipIf(!process.env.DATABASE_URL)('settlement checks shared by two server processes', () => {
  it('a process killed mid-check leaves it to the other, which finishes it once with the same result', async () => {
    const database = await freshDatabase(process.env.DATABASE_URL);
    const start = async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'vikreta-two-'));
      folders.push(dataDir);
      const server = await startServerProcess({
        DATABASE_URL: database.url!,
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-client'),
        LOG_LEVEL: 'info',
        JWT_SECRET: 'two-processes-'.repeat(3),
        // Long enough that a part of 1,000 orders ends within it on a busy machine (with 3 s, a slow part let
        // the other process take the check over before the kill); the survivor waits this long after it.
        JOB_LEASE_MS: '10000',
      });
      started.push(server);
      await server.ready();
      return server;
    };
    try {
      const servers = [await start(), await start()];
      const base = (s: ServerProcess) => `http://127.0.0.1:${s.port}`;
      const seller = { email: 'meena.two@example.in', password: 'filter-coffee-42' };
      const post = (path: string, body: unknown) =>
        fetch(`${base(servers[0]!)}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect(
        (await post('/api/auth/register', { firstName: 'Meena', lastName: 'Iyer', ...seller })).status,
      ).toBe(201);
      // The mailed link's work, done in the database: this test is about the check, not the sign-up.
      // (the account is written in the background of the answer, as sign-ups are).
      for (let i = 0; i < 100; i++) {
        const verified = (await database.db.execute(
          sql`update users set status = 'active', email_verified_at = now() where email = ${seller.email} returning id`,
        )) as unknown as { rows: unknown[] };
        if (verified.rows.length > 0) break;
        await wait(100);
      }
      const login = await post('/api/auth/login', seller);
      expect(login.status).toBe(200);
      const auth = {
        authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
      };
      const file = new Uint8Array(largeSettlementFile(150_000));
      const upload = async (name: string) => {
        const res = await fetch(`${base(servers[0]!)}/api/settlements?name=${name}`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'text/plain' },
          body: file,
        });
        expect(res.status).toBe(201);
        return ((await res.json()) as Settlement).id;
      };
      const get = async (via: ServerProcess, id: string) =>
        (await (await fetch(`${base(via)}/api/settlements/${id}`, { headers: auth })).json()) as Settlement;
      const check = (id: string, via: ServerProcess) =>
        fetch(`${base(via)}/api/settlements/${id}/reconcile`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ category: 'books', weightKg: 0.4, zone: 'national' }),
        });
      const finished = async (via: ServerProcess, id: string) => {
        for (let i = 0; i < 600; i++) {
          const s = await get(via, id);
          if (s.status !== 'queued' && s.status !== 'checking') return s;
          await wait(100);
        }
        throw new Error('the check did not finish');
      };

      const [killedId, wholeId] = [await upload('killed.txt'), await upload('whole.txt')];
      expect((await check(killedId, servers[0]!)).status).toBe(202);
      // Mid-check: some parts done, not all; exactly one process holds it.
      let seen: Settlement | undefined;
      for (let i = 0; i < 3000 && !(seen && seen.progress! > 0 && seen.progress! < 99); i++) {
        seen = await get(servers[1]!, killedId);
        if (seen.status === 'checked') throw new Error('the check ended before it could be stopped');
        await wait(10);
      }
      const holders = servers.filter((s) => claimsOf(s, killedId) > 0);
      expect(holders).toHaveLength(1);
      const [killed, survivor] = holders[0] === servers[0] ? servers : [servers[1]!, servers[0]!];
      killed!.child.kill('SIGKILL');
      await killed!.exited;

      const done = await finished(survivor!, killedId);
      expect(done).toMatchObject({ status: 'checked', progress: 100, error: null });
      expect(claimsOf(survivor!, killedId)).toBe(1);
      const [row] = (
        (await database.db.execute(
          sql`select attempts from settlements where id = ${killedId}::uuid`,
        )) as unknown as {
          rows: { attempts: number }[];
        }
      ).rows;
      expect(row?.attempts).toBe(2);

      // The same file checked without a kill gives the same result.
      expect((await check(wholeId, survivor!)).status).toBe(202);
      const whole = await finished(survivor!, wholeId);
      expect(whole.result!.findings.length).toBeGreaterThan(100);
      expect(done.result).toEqual(whole.result);
    } finally {
      for (const s of started) s.child.kill('SIGKILL');
      await database.close();
    }
  }, 180_000);
});
