import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The outbox as the worker reads it. */
export const mailOutboxRepo = (db: Db) => ({
  /**
   * The next due mail, locked until the transaction ends; another process skips it rather than waiting, so
   * two workers never deliver one mail at the same time.
   */
  async claimDue(now: Date): Promise<OutboxRow | undefined> {
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  },

  /** Not due again until `until` (the delivery's lease). */
  async lease(id: number, until: Date): Promise<void> {
    await db.update(mailOutbox).set({ nextAttemptAt: until }).where(eq(mailOutbox.id, id));
  },

  async delivered(id: number): Promise<void> {
    await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
  },

  async failedAttempt(id: number, attempts: number, error: string, next: Date | null): Promise<void> {
    await db
      .update(mailOutbox)
      .set({
        attempts,
        lastError: error.slice(0, 500),
        ...(next ? { nextAttemptAt: next } : { status: 'failed' as const }),
      })
      .where(eq(mailOutbox.id, id));
  },
});
