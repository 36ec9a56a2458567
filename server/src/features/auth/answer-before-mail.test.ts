import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerVerified } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

describe('forgot-password and resend-verification answer before doing any work', () => {
  it('answer an existing account exactly as an unknown email, even when the work behind it fails', async () => {
    const active = await registerVerified(h);
    // Every new email token now fails to be stored: the work for an existing account breaks.
    await h.db
      .execute(sql`create or replace function vikreta_test_refuse_token() returns trigger language plpgsql as $$
      begin raise exception 'no tokens today'; end $$`);
    await h.db.execute(
      sql`create trigger vikreta_test_refuse_token before insert on email_tokens for each row execute function vikreta_test_refuse_token()`,
    );
    try {
      const known = await post(h, '/api/auth/forgot-password', { email: active.email });
      const unknown = await post(h, '/api/auth/forgot-password', { email: 'nobody.here@example.in' });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());

      await h.db.execute(sql`update users set status = 'pending' where email = ${active.email}`);
      const pending = await post(h, '/api/auth/resend-verification', { email: active.email });
      const nobody = await post(h, '/api/auth/resend-verification', { email: 'nobody.else@example.in' });
      expect(pending.statusCode).toBe(200);
      expect(pending.json()).toEqual(nobody.json());
      await h.services.background.idle();
    } finally {
      await h.db.execute(sql`drop trigger vikreta_test_refuse_token on email_tokens`);
    }
    // With storage back, the mail goes out as before.
    await post(h, '/api/auth/forgot-password', { email: active.email });
    expect(await h.mail.latestToken(active.email, '/reset-password')).toEqual(expect.any(String));
  });
});
