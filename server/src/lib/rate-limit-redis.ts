import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { CounterState, CounterStore } from './rate-limit-store.js';

const prefix = 'vikreta:rate:';

/** One round trip, atomic: concurrent hits from several processes never lose a count. */
const hitScript = `
local c = tonumber(redis.call('HGET', KEYS[1], 'c'))
local r = tonumber(redis.call('HGET', KEYS[1], 'r'))
local now = tonumber(ARGV[1])
local win = tonumber(ARGV[2])
if (not c) or (not r) or r <= now then c = 0; r = now + win end
if c >= tonumber(ARGV[4]) then return {c, r, 0} end
c = c + 1
if ARGV[3] == '1' then r = now + win end
redis.call('HSET', KEYS[1], 'c', c, 'r', r)
redis.call('PEXPIRE', KEYS[1], math.floor(r - now) + 60000)
return {c, r, 1}
`;

/** Never below 0; the window's end and expiry stay as they are. */
const refundScript = `
local c = tonumber(redis.call('HGET', KEYS[1], 'c'))
if c and c > 0 then redis.call('HSET', KEYS[1], 'c', c - 1) end
return 0
`;

/**
 * Counters in Redis (REDIS_URL): a hash {c: count, r: window end} per key. The window is judged by
 * the app's clock; Redis's own expiry only clears keys away a minute after their window ends.
 * A Redis outage makes the limited routes fail (closed), not skip their limits.
 */
export function redisCounterStore(url: string, log: Pick<FastifyBaseLogger, 'warn'>): CounterStore {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    enableAutoPipelining: true,
  });
  redis.on('error', (err: Error) => log.warn({ err: err.message }, 'redis (rate limits) connection error'));
  return {
    async hit(key, now, windowMs, { max, slide }): Promise<CounterState> {
      const reply = (await redis.eval(
        hitScript,
        1,
        prefix + key,
        now,
        windowMs,
        slide ? '1' : '0',
        max,
      )) as number[];
      return { count: Number(reply[0]), resetAt: Number(reply[1]), admitted: reply[2] === 1 };
    },
    async refund(key) {
      await redis.eval(refundScript, 1, prefix + key);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
    async close() {
      redis.disconnect();
    },
  };
}
