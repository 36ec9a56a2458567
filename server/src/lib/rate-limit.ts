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
  /** Takes back one counted hit (never below 0), leaving the window as it is. */
  refund(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface MemoryStoreOptions {
  /** At most this many counters; when all are live, a new key is refused (fails closed). */
  maxKeys?: number;
  /** Ended windows are swept this often (timer, unref'd), and at most this often when full. */
  sweepEveryMs?: number;
}

/**
 * Only ended windows are ever dropped, never a live counter: a flood of distinct keys cannot flush
 * someone's failure count. While the store is full of live counters, new keys are refused (429).
 */
export function memoryCounterStore({
  maxKeys = 100_000,
  sweepEveryMs = 60_000,
}: MemoryStoreOptions = {}): CounterStore & { size(): number } {
  const counters = new Map<string, Omit<CounterState, 'admitted'>>();
  let latestNow = 0; // the callers' clock, which tests move: the timer sweeps by it, not by Date.now()
  let lastSweep = 0;
  const sweep = (now: number) => {
    lastSweep = now;
    for (const [key, state] of counters) if (state.resetAt <= now) counters.delete(key);
  };
  const timer = setInterval(() => sweep(latestNow), sweepEveryMs);
  timer.unref();
  return {
    async hit(key, now, windowMs, { max, slide }) {
      latestNow = Math.max(latestNow, now);
      let live = counters.get(key);
      if (!live && counters.size >= maxKeys) {
        if (now - lastSweep >= sweepEveryMs) sweep(now); // at most once per interval, not per hit
        if (counters.size >= maxKeys) return { count: max, resetAt: now + windowMs, admitted: false };
      }
      if (live && live.resetAt <= now) live = undefined;
      const current = live ?? { count: 0, resetAt: now + windowMs };
      if (current.count >= max) return { ...current, admitted: false };
      const next = { count: current.count + 1, resetAt: slide ? now + windowMs : current.resetAt };
      counters.set(key, next);
      return { ...next, admitted: true };
    },
    async refund(key) {
      const state = counters.get(key);
      if (state && state.count > 0) counters.set(key, { ...state, count: state.count - 1 });
    },
    async clear(key) {
      counters.delete(key);
    },
    async close() {
      clearInterval(timer);
      counters.clear();
    },
    size: () => counters.size,
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
