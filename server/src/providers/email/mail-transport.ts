import type { FastifyBaseLogger } from 'fastify';

/** A file sent with a mail (a payment receipt's invoice PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One outgoing mail, plain text and HTML, with optional attachments. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /**
   * Set for a mail from the database's outbox: its id names the delivery (the `.eml` file, the SMTP
   * Message-ID), so delivering it again after a crash writes the same file and a receiver can drop the copy.
   */
  outbox?: { id: number; queuedAt: Date };
}

/** Where a message goes: real SMTP, or the dev outbox of `.eml` files. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

export type MailLogger = Pick<FastifyBaseLogger, 'info' | 'error'>;
