import { setTimeout as sleep } from 'node:timers/promises';

/** 250 ms more for each attempt past a slow-down limit, at most 3 s: an owner barely notices, a script crawls. */
export const slowDownMs = (excess: number) => Math.min(3000, Math.max(0, excess) * 250);

/** Waits before answering an attempt `excess` past its limit (nothing within the limit). */
export async function slowDown(excess: number): Promise<void> {
  const ms = slowDownMs(excess);
  if (ms > 0) await sleep(ms);
}
