import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { subscriptions } from './catalog.js';

/** A mail as stored: attachments base64-encoded. */
export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

/**
 * Mails waiting for delivery, written in the transaction of the change that causes them; the worker deletes
 * a row once its mail is delivered, and marks it failed after its last attempt.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    message: jsonb('message').$type<StoredMail>().notNull(),
    status: text('status', { enum: ['pending', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The plan-ending reminders sent: one per subscription, lead time (days) and end date. */
export const planEndReminders = pgTable(
  'plan_end_reminders',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    daysBefore: integer('days_before').notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.daysBefore, t.endDate] })],
);
