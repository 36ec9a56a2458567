import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.js';
import { fixedClock } from '../../lib/clock.js';
import { readOutbox } from '../../test/eml-reader.js';
import type { MailTransport } from './mail-transport.js';
import { backgroundMailer, createMailer } from './mailer.js';

const dir = mkdtempSync(join(tmpdir(), 'vikreta-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const logged: unknown[] = [];
const log = { info: (o: unknown) => void logged.push(o), error: (o: unknown) => void logged.push(o) };

describe('mailer', () => {
  it('without SMTP_URL writes RFC 822 .eml files to DATA_DIR/outbox, text and HTML, each file logged', async () => {
    const env = parseEnv({ DATA_DIR: dir, APP_URL: 'http://localhost:5000' });
    const mailer = createMailer({ env, clock: fixedClock('2026-05-01T08:00:00Z'), log });
    expect(mailer.kind).toBe('outbox');
    const link = 'http://localhost:5000/verify-email?token=' + 'A'.repeat(43);
    await mailer.send({
      to: 'ravi@example.in',
      subject: 'Hello ₹ seller',
      text: `Namaste Ravi\n\n${link}`,
      html: `<p>Namaste <a href="${link}">Ravi</a></p>`,
    });
    await mailer.send({ to: 'asha@example.in', subject: 'Second', text: 'two', html: '<p>two</p>' });
    await mailer.close();

    const files = readdirSync(join(dir, 'outbox'));
    expect(files).toHaveLength(2);
    const [first, second] = readOutbox(join(dir, 'outbox'));
    expect(first).toMatchObject({ to: 'ravi@example.in', text: `Namaste Ravi\n\n${link}`, links: [link] });
    expect(first!.html).toContain(`href="${link}"`);
    expect(second!.to).toBe('asha@example.in');
    for (const file of files) expect(logged).toContainEqual({ file: join(dir, 'outbox', file) });
  });

  it('uses SMTP when SMTP_URL is set', async () => {
    const env = parseEnv({ DATA_DIR: dir, SMTP_URL: 'smtp://user:pass@127.0.0.1:2525' });
    const mailer = createMailer({ env, clock: fixedClock('2026-05-01T08:00:00Z'), log });
    expect(mailer.kind).toBe('smtp');
    await mailer.close();
  });

  it('returns before delivery, never throws at the caller, and logs a failed delivery', async () => {
    let release = () => undefined as void;
    const transport: MailTransport = {
      kind: 'smtp',
      deliver: () => new Promise<void>((_, reject) => (release = () => reject(new Error('smtp down')))),
      close: () => undefined,
    };
    const errors: unknown[] = [];
    const mailer = backgroundMailer(transport, {
      info: () => undefined,
      error: (o: unknown) => void errors.push(o),
    });
    await expect(mailer.send({ to: 'a@b.in', subject: 's', text: 't', html: 'h' })).resolves.toBeUndefined();
    release();
    await mailer.flush();
    expect(errors).toHaveLength(1);
  });
});
