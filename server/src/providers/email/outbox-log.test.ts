import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogs } from '../../test/log-lines.js';
import { post, register } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { outboxDir } from './mailer.js';

// The server as it runs without SMTP_URL, production included: mail goes to the outbox, logs to a stream.
let h: TestApp;
const { lines, logger } = capturedLogs();
beforeAll(async () => {
  h = await createTestApp({ logger });
});
afterAll(() => h.close());

describe('the outbox’s log', () => {
  it('says that each mail was written and to which file, never its links, tokens, address or subject', async () => {
    const { email } = await register(h);
    expect((await post(h, '/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const verifyToken = (await h.mail.latestToken(email, '/verify-email'))!;
    const resetToken = (await h.mail.latestToken(email, '/reset-password'))!;
    expect(verifyToken).toBeTruthy();
    expect(resetToken).toBeTruthy();

    const written = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'mail written to the outbox');
    const files = readdirSync(outboxDir(h.env)).map((name) => join(outboxDir(h.env), name));
    expect(written.map((l) => l.file).sort()).toEqual(files.sort());
    const log = lines.join('\n');
    for (const secret of [
      verifyToken,
      resetToken,
      '/verify-email',
      '/reset-password',
      email,
      'Vikreta password',
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain('"links"');
  });
});
