import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { transact } from '../../db/transact.js';
import { cleanupRepo, type CleanupCounts } from './cleanup.repo.js';

/** How long an Idempotency-Key replays its answer (as Stripe keeps keys: 24 hours). */
export const idempotencyKeyLifetimeMs = 24 * 3_600_000;
/** Expired sessions and email tokens stay this long (a late link still reads 'expired', not 'invalid'). */
const expiredKeptMs = 7 * 24 * 3_600_000;
/** A pass every 15 minutes; the first a minute after start-up. */
const everyMs = 15 * 60_000;
const firstAfterMs = 60_000;

/**
 * Removes expired sessions and email tokens and forgets old Idempotency-Keys. Safe with several
 * server processes on one database: a pass runs under an advisory lock that the others skip.
 */
export const cleanupService = (ctx: AppContext, log: Pick<FastifyBaseLogger, 'info' | 'error'>) => {
  let timer: NodeJS.Timeout | undefined;

  const service = {
    /** One pass; null when another process was cleaning. */
    async runOnce(): Promise<CleanupCounts | null> {
      const now = ctx.clock.now().getTime();
      return transact(ctx.database.db, async (tx) => {
        const repo = cleanupRepo(tx);
        if (!(await repo.tryLock())) return null;
        return {
          sessions: await repo.expiredSessions(new Date(now - expiredKeptMs)),
          emailTokens: await repo.expiredEmailTokens(new Date(now - expiredKeptMs)),
          idempotencyKeys: await repo.oldIdempotencyKeys(new Date(now - idempotencyKeyLifetimeMs)),
        };
      });
    },

    /** Runs a pass now and then every 15 minutes, until stop(). */
    start() {
      const pass = () =>
        service.runOnce().then(
          (counts) => counts && log.info({ cleanup: counts }, 'cleanup pass'),
          (err: unknown) => log.error({ err }, 'cleanup pass failed'),
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
