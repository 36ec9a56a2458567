import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { transact } from '../../db/transact.js';
import type { QuotaService } from '../plans/quota.service.js';
import { cleanupRepo, type CleanupCounts } from './cleanup.repo.js';

/** How long an Idempotency-Key replays its answer (as Stripe keeps keys: 24 hours). */
export const idempotencyKeyLifetimeMs = 24 * 3_600_000;
/** Expired sessions and email tokens stay this long (a late link still reads 'expired', not 'invalid'). */
const expiredKeptMs = 7 * 24 * 3_600_000;
/** A bulk listing upload that ended is kept this long for its file, then removed (its calls stay in history). */
export const bulkListingsKeptMs = 30 * 24 * 3_600_000;
/** A keyword report read but never confirmed into the bank is dropped after a day. */
export const keywordPreviewsKeptMs = 24 * 3_600_000;
/** A pass every 15 minutes; the first a minute after start-up. */
const everyMs = 15 * 60_000;
const firstAfterMs = 60_000;

/**
 * Removes expired sessions and email tokens, bulk uploads that ended 30 days ago and keyword reports never
 * confirmed, forgets old
 * Idempotency-Keys and gives back the AI calls of
 * reservations a dead process left without a history row. Safe with several server processes on one
 * database: a pass runs under an advisory lock that the others skip.
 */
export const cleanupService = (
  ctx: AppContext,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  { quota }: { quota: Pick<QuotaService, 'giveBackLostCalls'> },
) => {
  let timer: NodeJS.Timeout | undefined;

  const service = {
    /**
     * One pass; null when another process was cleaning. Lost calls are given back after the pass's
     * transaction (PGlite runs one statement at a time: a second connection's work would wait on it).
     */
    async runOnce(): Promise<CleanupCounts | null> {
      const now = ctx.clock.now().getTime();
      const counts = await transact(ctx.database.db, async (tx) => {
        const repo = cleanupRepo(tx);
        if (!(await repo.tryLock())) return null;
        return {
          sessions: await repo.expiredSessions(new Date(now - expiredKeptMs)),
          emailTokens: await repo.expiredEmailTokens(new Date(now - expiredKeptMs)),
          idempotencyKeys: await repo.oldIdempotencyKeys(new Date(now - idempotencyKeyLifetimeMs)),
          bulkListings: await repo.oldBulkListings(new Date(now - bulkListingsKeptMs)),
          keywordPreviews: await repo.unconfirmedKeywordReports(new Date(now - keywordPreviewsKeptMs)),
        };
      });
      return counts && { ...counts, lostCalls: await quota.giveBackLostCalls() };
    },

    /**
     * Gives back lost calls at once (a restart after a crash), then runs a pass a minute later and every 15
     * minutes, until stop().
     */
    start() {
      const pass = () =>
        service.runOnce().then(
          (counts) => counts && log.info({ cleanup: counts }, 'cleanup pass'),
          (err: unknown) => log.error({ err }, 'cleanup pass failed'),
        );
      quota.giveBackLostCalls().then(
        (lostCalls) =>
          lostCalls > 0 && log.info({ lostCalls }, 'gave back calls a stopped process had taken'),
        (err: unknown) => log.error({ err }, 'could not give back lost calls'),
      );
      const first = setTimeout(() => {
        void pass();
        timer = setInterval(() => void pass(), everyMs).unref();
      }, firstAfterMs).unref();
      timer = first;
    },

    stop() {
      clearTimeout(timer);
      clearInterval(timer);
    },
  };
  return service;
};
export type CleanupService = ReturnType<typeof cleanupService>;
