import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { BulkListingRequest } from '@common/contracts/listing-file';
import type { ProductOptimizationResponse } from '@common/contracts/ai';
import type { Db } from '../../db/client.js';
import { bulkListingJobs, bulkListingRows, users } from '../../db/schema/index.js';

/** Bulk listing jobs and their rows. */
export const bulkListingsRepo = (db: Db) => ({
  async create(userId: string, request: BulkListingRequest, now: Date): Promise<string> {
    const [job] = await db
      .insert(bulkListingJobs)
      .values({
        userId,
        marketplace: request.marketplace,
        category: request.category ?? null,
        createdAt: now,
        lastRunAt: now,
      })
      .returning({ id: bulkListingJobs.id });
    await db
      .insert(bulkListingRows)
      .values(request.rows.map((input) => ({ jobId: job!.id, line: input.line, input, dueAt: now })));
    return job!.id;
  },

  /**
   * The next row due of a running job, locked and skipped by other processes; with its job. The job whose
   * turn came longest ago goes first, so one seller's 500 rows do not hold up another's five.
   */
  async claimDue(now: Date) {
    const [row] = await db
      .select({
        jobId: bulkListingRows.jobId,
        line: bulkListingRows.line,
        input: bulkListingRows.input,
        userId: bulkListingJobs.userId,
        userStatus: users.status,
        marketplace: bulkListingJobs.marketplace,
        category: bulkListingJobs.category,
      })
      .from(bulkListingRows)
      .innerJoin(bulkListingJobs, eq(bulkListingJobs.id, bulkListingRows.jobId))
      .innerJoin(users, eq(users.id, bulkListingJobs.userId))
      .where(
        and(
          eq(bulkListingRows.status, 'pending'),
          lte(bulkListingRows.dueAt, now),
          eq(bulkListingJobs.status, 'running'),
        ),
      )
      .orderBy(asc(bulkListingJobs.lastRunAt), asc(bulkListingRows.jobId), asc(bulkListingRows.line))
      .limit(1)
      .for('update', { of: bulkListingRows, skipLocked: true });
    return row;
  },

  /** The row is not due again before `until`; its job's turn was `now`. */
  async lease(jobId: string, line: number, now: Date, until: Date) {
    await db
      .update(bulkListingRows)
      .set({ dueAt: until })
      .where(and(eq(bulkListingRows.jobId, jobId), eq(bulkListingRows.line, line)));
    await db.update(bulkListingJobs).set({ lastRunAt: now }).where(eq(bulkListingJobs.id, jobId));
  },

  async finish(
    jobId: string,
    line: number,
    outcome: { answer: ProductOptimizationResponse } | { error: string },
  ) {
    await db
      .update(bulkListingRows)
      .set(
        'answer' in outcome
          ? { status: 'done', answer: outcome.answer }
          : { status: 'failed', error: outcome.error },
      )
      .where(and(eq(bulkListingRows.jobId, jobId), eq(bulkListingRows.line, line)));
  },

  /** Stops the job with the reason the seller reads; the rows not run are skipped. */
  async stop(jobId: string, reason: string) {
    await db
      .update(bulkListingJobs)
      .set({ status: 'stopped', stopReason: reason })
      .where(and(eq(bulkListingJobs.id, jobId), eq(bulkListingJobs.status, 'running')));
    await db
      .update(bulkListingRows)
      .set({ status: 'skipped' })
      .where(and(eq(bulkListingRows.jobId, jobId), eq(bulkListingRows.status, 'pending')));
  },

  /** The stopped job runs again from its skipped rows; false when it is not stopped. */
  async resume(jobId: string, now: Date): Promise<boolean> {
    const resumed = await db
      .update(bulkListingJobs)
      .set({ status: 'running', stopReason: null, lastRunAt: now })
      .where(and(eq(bulkListingJobs.id, jobId), eq(bulkListingJobs.status, 'stopped')))
      .returning({ id: bulkListingJobs.id });
    if (resumed.length === 0) return false;
    await db
      .update(bulkListingRows)
      .set({ status: 'pending', dueAt: now })
      .where(and(eq(bulkListingRows.jobId, jobId), eq(bulkListingRows.status, 'skipped')));
    return true;
  },

  /** Marks the job done once none of its rows is pending. */
  async doneIfFinished(jobId: string) {
    await db
      .update(bulkListingJobs)
      .set({ status: 'done' })
      .where(
        and(
          eq(bulkListingJobs.id, jobId),
          eq(bulkListingJobs.status, 'running'),
          sql`not exists (select 1 from ${bulkListingRows} where ${bulkListingRows.jobId} = ${jobId} and ${bulkListingRows.status} = 'pending')`,
        ),
      );
  },

  async job(userId: string, jobId: string) {
    const [job] = await db
      .select()
      .from(bulkListingJobs)
      .where(and(eq(bulkListingJobs.id, jobId), eq(bulkListingJobs.userId, userId)));
    return job;
  },

  /** Each row's state, without the answers (what the progress shows, polled every 2 seconds). */
  rowStates(jobId: string) {
    return db
      .select({
        line: bulkListingRows.line,
        sku: sql<string>`${bulkListingRows.input}->>'sku'`,
        name: sql<string>`${bulkListingRows.input}->>'name'`,
        status: bulkListingRows.status,
        error: bulkListingRows.error,
      })
      .from(bulkListingRows)
      .where(eq(bulkListingRows.jobId, jobId))
      .orderBy(asc(bulkListingRows.line));
  },

  rows(jobId: string) {
    return db
      .select()
      .from(bulkListingRows)
      .where(eq(bulkListingRows.jobId, jobId))
      .orderBy(asc(bulkListingRows.line));
  },
});
