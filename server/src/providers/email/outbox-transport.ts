import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Clock } from '../../lib/clock.js';
import type { MailLogger, MailTransport } from './mail-transport.js';

/**
 * The offline default: every message becomes an RFC 822 `.eml` file in `dir` (nodemailer builds the
 * MIME), named so that sorting the names sorts the messages. The log says that a mail was written and to which
 * file, nothing more: its links carry live tokens and its address and subject are the recipient's business.
 */
export function outboxTransport(options: {
  dir: string;
  from: string;
  clock: Clock;
  log: MailLogger;
}): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let sequence = 0;
  return {
    kind: 'outbox',
    async deliver(message) {
      const date = options.clock.now();
      const built = await composer.sendMail({ ...message, from: options.from, date });
      const stamp = date.toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(++sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
      await mkdir(options.dir, { recursive: true });
      const file = join(options.dir, name);
      // The file holds live tokens: readable by its owner only.
      await writeFile(file, built.message as Buffer, { mode: 0o600 });
      options.log.info({ file }, 'mail written to the outbox');
    },
    close: () => composer.close(),
  };
}
