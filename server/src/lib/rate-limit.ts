import type { FastifyBaseLogger } from 'fastify';
import { errorCodes } from '@common/contracts/errors';
import type { Env } from '../env.js';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';
import { memoryCounterStore } from './rate-limit-memory.js';
import { redisCounterStore } from './rate-limit-redis.js';
import type { CounterStore } from './rate-limit-store.js';

export function createCounterStore(
  env: Pick<Env, 'REDIS_URL'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): CounterStore {
  return env.REDIS_URL ? redisCounterStore(env.REDIS_URL, log) : memoryCounterStore();
}

/** `max` per `windowMs`: requests in a fixed window, or a run of failures ending `windowMs` after the last. */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

export function tooManyRequests(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new AppError(
    429,
    errorCodes.rateLimited,
    `Too many attempts. Please wait ${wait} and try again.`,
    { retryAfter: seconds },
    { 'retry-after': String(seconds) },
  );
}

export function rateLimiter(store: CounterStore, clock: Clock) {
  const key = (limit: Limit, id: string) => `${limit.name}:${id}`;
  return {
    /** Counts this request in a fixed window; throws 429 once `max` were counted. */
    async consume(limit: Limit, id: string): Promise<void> {
      const now = clock.now().getTime();
      const state = await store.hit(key(limit, id), now, limit.windowMs, { max: limit.max, slide: false });
      if (!state.admitted) throw tooManyRequests(state.resetAt - now);
    },
    /**
     * Counts an attempt as a failure *before* it is checked (so a parallel burst gets no more than `max`
     * checks), throwing 429 once `max` are on record, until `windowMs` after the last. Call `reset` on success.
     */
    async attempt(limit: Limit, id: string): Promise<void> {
      const now = clock.now().getTime();
      const state = await store.hit(key(limit, id), now, limit.windowMs, { max: limit.max, slide: true });
      if (!state.admitted) throw tooManyRequests(state.resetAt - now);
    },
    /**
     * Counts an attempt like `attempt` but never refuses: how far past `max` this one is (0 while within
     * it), for a limit that slows down rather than locks.
     */
    async excess(limit: Limit, id: string): Promise<number> {
      const now = clock.now().getTime();
      const state = await store.hit(key(limit, id), now, limit.windowMs, {
        max: Number.MAX_SAFE_INTEGER,
        slide: true,
      });
      return Math.max(0, state.count - limit.max);
    },
    /** Takes back this request's `attempt`, for a limit that a success must not reset. */
    async refund(limit: Limit, id: string): Promise<void> {
      await store.refund(key(limit, id));
    },
    /** A success ends the run of failures. */
    async reset(limit: Limit, id: string): Promise<void> {
      await store.clear(key(limit, id));
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
