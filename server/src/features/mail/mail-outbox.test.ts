import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { register } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { mailOutboxService } from './mail-outbox.service.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp({ now: '2026-11-21T06:30:00.000Z' });
});
afterAll(() => h.close());

const log = pino({ level: 'silent' });

describe('the mail outbox', () => {
  it('keeps a mail whose delivery failed and delivers it once on a later attempt', async () => {
    h.clock.set('2026-11-21T06:30:00.000Z');
    let tries = 0;
    const down = mailOutboxService(
      {
        ...h.ctx,
        mailer: {
          ...h.mailer,
          deliver: async () => {
            tries++;
            throw new Error('SMTP 421 try later');
          },
        },
      },
      log,
    );
    const { email } = await register(h);
    // The verification link is in the outbox with its token, nothing delivered yet.
    const queued = await h.db.select().from(t.mailOutbox);
    expect(queued.filter((m) => m.message.to === email)).toHaveLength(1);

    expect(await down.drain()).toBeGreaterThanOrEqual(1);
    expect(tries).toBeGreaterThanOrEqual(1);
    const [failed] = (await h.db.select().from(t.mailOutbox)).filter((m) => m.message.to === email);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 421 try later' });
    // Not due again before its retry time.
    expect(await down.drain()).toBe(0);

    h.clock.advance(30_000);
    const mails = await h.mail.all(email);
    expect(mails.filter((m) => m.subject.includes('erify'))).toHaveLength(1);
    expect((await h.db.select().from(t.mailOutbox)).filter((m) => m.message.to === email)).toHaveLength(0);
    expect(await h.mail.all(email)).toHaveLength(1);
  });
});
