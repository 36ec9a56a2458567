/** The counters behind every rate limit, wherever they live (memory or Redis). */

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
