/** Services read time through this, so tests can move it (trial expiry, daily and monthly resets). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export function fixedClock(
  start: Date | string,
): Clock & { set(d: Date | string): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (d) => void (current = new Date(d)),
    advance: (ms) => void (current = new Date(current.getTime() + ms)),
  };
}
