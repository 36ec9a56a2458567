import type { CounterState, CounterStore } from './rate-limit-store.js';

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
