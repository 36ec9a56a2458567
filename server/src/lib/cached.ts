/**
 * Keeps the last answer of a read for `ttlMs`, shared by concurrent callers. Writers call invalidate();
 * the TTL bounds staleness when several server processes share one database.
 */
export function cached<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now) {
  let value: Promise<T> | null = null;
  let loadedAt = 0;
  return {
    get(): Promise<T> {
      if (!value || now() - loadedAt > ttlMs) {
        loadedAt = now();
        value = load().catch((error: unknown) => {
          value = null;
          throw error;
        });
      }
      return value;
    },
    invalidate() {
      value = null;
    },
  };
}
