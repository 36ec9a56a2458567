import type { CounterState, CounterStore } from './rate-limit-store.js';

export interface MemoryStoreOptions {
  /** At most this many counters; when all are live, the least recently used one makes room. */
  maxKeys?: number;
  /** Ended windows are swept this often (timer, unref'd), and at most this often when full. */
  sweepEveryMs?: number;
}

/**
 * Ended windows are dropped first. When the store is full of live counters, the least recently used one
 * makes room (a full store must never refuse every new key, which would lock everyone out). The
 * counters of an attack in progress are touched on every attempt, so a flood would need `maxKeys` fresh keys
 * within one window to push one out; with REDIS_URL there is no such cap.
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
        // Still full: the least recently used counter (the Map's first) goes.
        if (counters.size >= maxKeys) counters.delete(counters.keys().next().value!);
      }
      if (live && live.resetAt <= now) live = undefined;
      const current = live ?? { count: 0, resetAt: now + windowMs };
      if (current.count >= max) return { ...current, admitted: false };
      const next = { count: current.count + 1, resetAt: slide ? now + windowMs : current.resetAt };
      // Deleted and set again: the Map's order is the order of last use.
      counters.delete(key);
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
