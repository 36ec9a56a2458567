import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Rows removed (or keys cleared) by one pass, per kind. */
export interface CleanupCounts {
  sessions: number;
  emailTokens: number;
  idempotencyKeys: number;
  /** Bulk listing uploads that ended long ago, with their products' facts and answers. */
  bulkListings: number;
  /** Keyword reports read but never confirmed into the bank. */
  keywordPreviews: number;
  /** AI calls given back: reserved by a process that died before recording them. */
  lostCalls: number;
}

/** Rows per statement: each pass works in short statements, never one long lock. */
const batch = 5000;

const rowCount = (result: unknown): number => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
};

/** Housekeeping over the account and usage tables (sessions and email tokens expire). */
export const cleanupRepo = (db: Db) => ({
  /**
   * Only one process cleans at a time: a transaction-scoped advisory lock, taken without waiting; false when
   * another process holds it (then this pass is skipped).
   */
  async tryLock(): Promise<boolean> {
    const result = await db.execute(
      sql`select pg_try_advisory_xact_lock(hashtext('vikreta:cleanup')) as locked`,
    );
    const rows = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
    return rows[0]?.locked === true;
  },

  /** Sessions (refresh-token families, their tokens by cascade) past their expiry, a batch at a time. */
  async expiredSessions(before: Date): Promise<number> {
    return rowCount(
      await db.execute(sql`delete from refresh_token_families where id in (
        select id from refresh_token_families where expires_at < ${before.toISOString()}::timestamptz limit ${batch})`),
    );
  },

  async expiredEmailTokens(before: Date): Promise<number> {
    return rowCount(
      await db.execute(sql`delete from email_tokens where id in (
        select id from email_tokens where expires_at < ${before.toISOString()}::timestamptz limit ${batch})`),
    );
  },

  /** Idempotency-Keys older than their replay window: the calls stay in the history, the keys go. */
  async oldBulkListings(before: Date): Promise<number> {
    return rowCount(
      await db.execute(sql`delete from bulk_listing_jobs where id in (
        select id from bulk_listing_jobs where status <> 'running'
          and created_at < ${before.toISOString()}::timestamptz limit ${batch})`),
    );
  },

  async unconfirmedKeywordReports(before: Date): Promise<number> {
    return rowCount(
      await db.execute(sql`delete from keyword_imports where id in (
        select id from keyword_imports where status = 'pending'
          and created_at < ${before.toISOString()}::timestamptz limit ${batch})`),
    );
  },

  async oldIdempotencyKeys(before: Date): Promise<number> {
    return rowCount(
      await db.execute(sql`update usage_events set idempotency_key = null where id in (
        select id from usage_events where idempotency_key is not null
          and created_at < ${before.toISOString()}::timestamptz limit ${batch})`),
    );
  },
});
