import type { FastifyBaseLogger } from 'fastify';

/** One outgoing mail, plain text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where a message goes: real SMTP, or the dev outbox of `.eml` files (DESIGN.md §1). */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

export type MailLogger = Pick<FastifyBaseLogger, 'info' | 'error'>;
