import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogs } from '../test/log-lines.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let h: TestApp;
const { lines, logger } = capturedLogs();
beforeAll(async () => {
  h = await createTestApp({ logger });
});
afterAll(() => h.close());

describe('server logs', () => {
  it('log a database error with its route and request id, never the query parameters or the body', async () => {
    await h.db
      .execute(sql`create or replace function vikreta_test_refuse_user() returns trigger language plpgsql as $$
      begin raise exception 'no new users today'; end $$`);
    await h.db.execute(
      sql`create trigger vikreta_test_refuse_user before insert on users for each row execute function vikreta_test_refuse_user()`,
    );
    const password = 'secret-mango-lassi-42';
    try {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/auth/register?utm=newsletter',
        payload: { firstName: 'Leela', lastName: 'Nair', email: 'leela.logs@example.in', password },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await h.db.execute(sql`drop trigger vikreta_test_refuse_user on users`);
    }
    const log = lines.join('\n');
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(failure).toBeDefined();
    expect(failure.err.message).toContain('Failed query: insert into "users"');
    expect(failure.err.cause.message).toContain('no new users today');
    expect(failure.reqId).toEqual(expect.any(String));
    expect(log).toContain('/api/auth/register');
    // Neither the argon2 hash nor anything the seller typed reaches the log.
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(password);
    expect(log).not.toContain('leela.logs@example.in');
    expect(log).not.toContain('Leela');
    expect(log).not.toContain('utm=newsletter');
  });

  it('log a request by its route pattern, so a token in the path stays out', async () => {
    lines.length = 0;
    await h.app.inject({ url: '/api/auth/verify-email/abcdefghijklmnopqrstuvwxyz123456' });
    const log = lines.join('\n');
    expect(log).toContain('/api/auth/verify-email/:token');
    expect(log).not.toContain('abcdefghijklmnopqrstuvwxyz123456');
  });
});
