import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from './clock.js';
import { AppError } from './errors.js';
import { memoryCounterStore } from './rate-limit-memory.js';
import type { CounterStore } from './rate-limit-store.js';
import { rateLimiter } from './rate-limit.js';
import { redisCounterStore } from './rate-limit-redis.js';
import { hasRedisServer, startRedisServer, type RedisServer } from '../test/redis-server.js';

const limit = { name: 'test', max: 3, windowMs: 60_000 };
const silent = { warn: () => undefined };

/** The same behaviour from both stores. */
function limiterContract(name: string, makeStore: () => CounterStore) {
  describe(name, () => {
    it('consume: a fixed window of `max` requests, then 429 with Retry-After until it ends', async () => {
      const clock = fixedClock('2026-01-01T00:00:00Z');
      const limiter = rateLimiter(makeStore(), clock);
      const id = `a-${Math.random()}`;
      for (let i = 0; i < 3; i++) await limiter.consume(limit, id);
      clock.advance(20_000);
      const error = await limiter.consume(limit, id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        statusCode: 429,
        code: 'RATE_LIMITED',
        headers: { 'retry-after': '40' },
      });
      await expect(limiter.consume(limit, `other-${id}`)).resolves.toBeUndefined();
      clock.advance(40_000);
      await expect(limiter.consume(limit, id)).resolves.toBeUndefined();
    });

    it('attempt: refused attempts do not extend the block; reset clears the run', async () => {
      const clock = fixedClock('2026-01-01T00:00:00Z');
      const limiter = rateLimiter(makeStore(), clock);
      const id = `b-${Math.random()}`;
      for (let i = 0; i < 3; i++) await limiter.attempt(limit, id);
      clock.advance(50_000);
      await expect(limiter.attempt(limit, id)).rejects.toMatchObject({ headers: { 'retry-after': '10' } });
      clock.advance(10_000);
      await limiter.attempt(limit, id);
      await limiter.reset(limit, id);
      for (let i = 0; i < 3; i++) await limiter.attempt(limit, id);
    });

    it('counts a parallel burst exactly', async () => {
      const limiter = rateLimiter(makeStore(), fixedClock('2026-01-01T00:00:00Z'));
      const id = `c-${Math.random()}`;
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => limiter.consume(limit, id)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    });

    it('refund takes back one hit, never below zero', async () => {
      const id = `r-${Math.random()}`;
      const clock = fixedClock('2026-01-01T00:00:00Z');
      const limiter = rateLimiter(makeStore(), clock);
      for (let i = 0; i < 3; i++) await limiter.attempt(limit, id);
      await limiter.refund(limit, id);
      await limiter.attempt(limit, id);
      await expect(limiter.attempt(limit, id)).rejects.toMatchObject({ statusCode: 429 });
      const fresh = `${id}-fresh`;
      await limiter.refund(limit, fresh);
      await limiter.refund(limit, fresh);
      for (let i = 0; i < 3; i++) await limiter.attempt(limit, fresh);
      await expect(limiter.attempt(limit, fresh)).rejects.toMatchObject({ statusCode: 429 });
    });
  });
}

limiterContract('memory counter store', () => memoryCounterStore());

describe('memory counter store, when full', () => {
  const failures = { name: 'login', max: 10, windowMs: 60_000 };

  it('never refuses every new key when full: the least recently used counter makes room', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const store = memoryCounterStore({ maxKeys: 5 });
    const limiter = rateLimiter(store, clock);
    for (let i = 0; i < 4; i++) await limiter.consume(limit, `flood-${i}`);
    for (let i = 0; i < 9; i++) await limiter.attempt(failures, 'victim');
    // A new key in a full store is admitted; the oldest (flood-0) made room.
    await expect(limiter.consume(limit, 'newcomer')).resolves.toBeUndefined();
    expect(store.size()).toBe(5);
    // The recently used failure run is intact: the 10th is counted, the 11th refused.
    await limiter.attempt(failures, 'victim');
    await expect(limiter.attempt(failures, 'victim')).rejects.toMatchObject({ statusCode: 429 });
    // A long flood of fresh keys is admitted one after another.
    for (let i = 100; i < 150; i++)
      await expect(limiter.consume(limit, `flood-${i}`)).resolves.toBeUndefined();
    expect(store.size()).toBe(5);
    await store.close();
  });

  it('makes room once windows end: lazily on a new key, and on its timer', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const store = memoryCounterStore({ maxKeys: 3, sweepEveryMs: 1_000 });
    const limiter = rateLimiter(store, clock);
    for (let i = 0; i < 3; i++) await limiter.consume(limit, `k-${i}`);
    clock.advance(60_000);
    // Full of ended windows: a new key sweeps them all away, not just one.
    await expect(limiter.consume(limit, 'late')).resolves.toBeUndefined();
    expect(store.size()).toBe(1);
    await store.close();

    vi.useFakeTimers();
    try {
      const timed = memoryCounterStore({ sweepEveryMs: 1_000 });
      const timedLimiter = rateLimiter(timed, clock);
      await timedLimiter.consume(limit, 'short');
      await timedLimiter.consume({ ...limit, windowMs: 3_600_000 }, 'long');
      clock.advance(60_000);
      await timedLimiter.consume({ ...limit, windowMs: 3_600_000 }, 'long');
      vi.advanceTimersByTime(1_000);
      expect(timed.size()).toBe(1);
      await timed.close();
    } finally {
      vi.useRealTimers();
    }
  });
});

/** Redis, when a redis-server binary is on this machine: a throwaway server on a free port. */
let redis: RedisServer | undefined;
const stores: CounterStore[] = [];

describe.runIf(hasRedisServer)('with Redis', () => {
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    redis?.stop();
  });
  const makeRedisStore = () => {
    const store = redisCounterStore(redis!.url, silent);
    stores.push(store);
    return store;
  };
  limiterContract('redis counter store', makeRedisStore);

  it('shares counts between processes (two clients, one limit)', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const [a, b] = [rateLimiter(makeRedisStore(), clock), rateLimiter(makeRedisStore(), clock)];
    await a.consume(limit, 'shared');
    await b.consume(limit, 'shared');
    await a.consume(limit, 'shared');
    await expect(b.consume(limit, 'shared')).rejects.toMatchObject({ statusCode: 429 });
  });
});
