import nodemailer from 'nodemailer';
import type { Clock } from '../../lib/clock.js';
import type { MailTransport } from './mail-transport.js';

/** Real delivery through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(options: { url: string; from: string; clock: Clock }): MailTransport {
  const transporter = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async deliver(message) {
      const { outbox, ...mail } = message;
      await transporter.sendMail({
        ...mail,
        from: options.from,
        date: outbox?.queuedAt ?? options.clock.now(),
        ...(outbox ? { messageId: `<outbox-${outbox.id}@vikreta>` } : {}),
      });
    },
    close: () => transporter.close(),
  };
}
