import type { MailMessage } from '../providers/email/mail-transport.js';
import type { Db } from './client.js';
import { mailOutbox, type StoredMail } from './schema/index.js';

/**
 * Puts a mail in the outbox. Called with the transaction of the change that causes the mail, it is committed
 * with that change or not at all; the mail feature's worker delivers it afterwards.
 */
export async function enqueueMail(db: Db, message: MailMessage, now: Date): Promise<void> {
  const stored: StoredMail = {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content.toString('base64'),
    })),
  };
  await db.insert(mailOutbox).values({ message: stored, nextAttemptAt: now, createdAt: now });
}

/** The stored mail as the transport sends it, with its outbox id (the delivery's identity). */
export function storedToMessage(id: number, createdAt: Date, stored: StoredMail): MailMessage {
  return {
    to: stored.to,
    subject: stored.subject,
    text: stored.text,
    html: stored.html,
    attachments: stored.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content, 'base64'),
    })),
    outbox: { id, queuedAt: createdAt },
  };
}
