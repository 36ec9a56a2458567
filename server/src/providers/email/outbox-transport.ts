import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
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
      const { outbox, ...mail } = message;
      const date = outbox?.queuedAt ?? options.clock.now();
      const built = await composer.sendMail({
        ...mail,
        from: options.from,
        date,
        ...(outbox ? { messageId: `<outbox-${outbox.id}@vikreta>` } : {}),
      });
      const stamp = date.toISOString().replace(/[:.]/g, '-');
      // A mail of the database's outbox has one name: delivered again after a crash, it replaces itself.
      const name = outbox
        ? `${stamp}-q${String(outbox.id).padStart(12, '0')}.eml`
        : `${stamp}-${String(++sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
      await mkdir(options.dir, { recursive: true });
      const file = join(options.dir, name);
      const partial = join(options.dir, `.${name}.${randomBytes(3).toString('hex')}.part`);
      // The file holds live tokens: readable by its owner only. Renamed into place whole.
      await writeFile(partial, built.message as Buffer, { mode: 0o600 });
      await rename(partial, file);
      options.log.info({ file }, 'mail written to the outbox');
    },
    close: () => composer.close(),
  };
}
