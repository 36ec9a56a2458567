import type { FastifyBaseLogger } from 'fastify';
import { errorCodes } from '@common/contracts/errors';
import type { Env } from '../env.js';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';
import { redisCounterStore } from './rate-limit-redis.js';

/** A counter, the moment (ms since epoch) its window ends, and whether this hit was counted. */
export interface CounterState {
  count: number;
  resetAt: number;
  admitted: boolean;
}

export interface HitOptions {
  /** At `max` the hit is refused and nothing changes (so refused hits never extend a block). */
  max: number;
  /** Move the window's end to now + windowMs on every counted hit. */
  slide: boolean;
}

/**
 * Where counters live: this process's memory, or Redis when REDIS_URL is set so that limits hold
 * across processes. Time comes from the caller (the app's clock), so tests can move it.
 */
export interface CounterStore {
  /** Counts one hit, atomically, unless `max` is reached. An ended window starts again from 0. */
  hit(key: string, now: number, windowMs: number, options: HitOptions): Promise<CounterState>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

const maxMemoryKeys = 100_000;

export function memoryCounterStore(): CounterStore {
  const counters = new Map<string, Omit<CounterState, 'admitted'>>();
  const sweep = (now: number) => {
    for (const [key, state] of counters) if (state.resetAt <= now) counters.delete(key);
    // Still full (a flood of distinct keys): forget the oldest rather than grow without bound.
    for (const key of counters.keys()) {
      if (counters.size <= maxMemoryKeys) break;
      counters.delete(key);
    }
  };
  return {
    async hit(key, now, windowMs, { max, slide }) {
      if (counters.size >= maxMemoryKeys) sweep(now);
      const live = counters.get(key);
      const current = live && live.resetAt > now ? live : { count: 0, resetAt: now + windowMs };
      if (current.count >= max) return { ...current, admitted: false };
      const next = { count: current.count + 1, resetAt: slide ? now + windowMs : current.resetAt };
      counters.delete(key); // re-insert: Map order stays oldest-first
      counters.set(key, next);
      return { ...next, admitted: true };
    },
    async clear(key) {
      counters.delete(key);
    },
    async close() {
      counters.clear();
    },
  };
}

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
    /** A success ends the run of failures. */
    async reset(limit: Limit, id: string): Promise<void> {
      await store.clear(key(limit, id));
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
