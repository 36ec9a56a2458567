import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { storedToMessage } from '../../db/mail-outbox.js';
import { transact } from '../../db/transact.js';
import { pollingWorker } from '../../lib/polling-worker.js';
import { mailOutboxRepo } from './mail-outbox.repo.js';

/** Attempts before a mail is marked failed (the last about a day after the first). */
export const maxMailAttempts = 10;
/** Wait before attempt n+1: 30 s, 1 min, 2 min … at most 4 hours. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 4 * 3_600_000);
const pollMs = 2_000;
/**
 * Delivers the outbox (mails written with the change that caused them). A mail is claimed in a short
 * transaction (its row locked, skipped by other processes, and leased), delivered with no transaction open
 * (a slow mail server holds up no database work), then deleted; a failure counts the attempt and plans a
 * retry. A process that dies mid-delivery leaves the row to be delivered again, under the same name (the .eml
 * file, the SMTP Message-ID), once its lease (JOB_LEASE_MS, a minute by default) ends.
 */
export const mailOutboxService = (ctx: AppContext, log: Pick<FastifyBaseLogger, 'info' | 'error'>) => {
  /** Delivers one due mail; false when none was due. */
  const deliverOne = async (): Promise<boolean> => {
    const now = ctx.clock.now();
    const row = await transact(ctx.database.db, async (tx) => {
      const repo = mailOutboxRepo(tx);
      const due = await repo.claimDue(now);
      if (due) await repo.lease(due.id, new Date(now.getTime() + ctx.env.JOB_LEASE_MS));
      return due;
    });
    if (!row) return false;
    const repo = mailOutboxRepo(ctx.database.db);
    try {
      await ctx.mailer.deliver(storedToMessage(row.id, row.createdAt, row.message));
      await repo.delivered(row.id);
    } catch (err) {
      const attempts = row.attempts + 1;
      const next = attempts < maxMailAttempts ? new Date(now.getTime() + retryDelayMs(attempts)) : null;
      log.error({ err, mail: row.id, attempts }, next ? 'mail delivery failed' : 'mail given up');
      await repo.failedAttempt(row.id, attempts, err instanceof Error ? err.message : String(err), next);
    }
    return true;
  };

  /** Delivers every due mail (drain), now and every 2 seconds once started. */
  return pollingWorker('mail outbox', deliverOne, { log, pollMs });
};
export type MailOutboxService = ReturnType<typeof mailOutboxService>;
