import type { ChangeFeed } from './change-feed.js';

/**
 * Per-user answers kept in memory until the change feed says one of `tables` changed for that user (or for
 * everyone). Nothing is kept or served while the feed is not live, and an answer read while a change for
 * its user arrived is not kept (it may predate the change).
 */
export function userCache<V>(feed: ChangeFeed, tables: readonly string[], maxUsers = 10_000) {
  const entries = new Map<string, Map<string, V>>();
  /** Bumped per user by each change, so a read that overlapped one is not kept. */
  const versions = new Map<string, number>();
  let epoch = 0;
  const forgetAll = () => {
    entries.clear();
    versions.clear();
    epoch++;
  };
  feed.subscribe(({ table, owner }) => {
    if (table !== '*' && !tables.includes(table)) return;
    if (owner === null || versions.size >= maxUsers) return forgetAll();
    entries.delete(owner);
    versions.set(owner, (versions.get(owner) ?? 0) + 1);
  });
  const stamp = (user: string) => `${epoch}.${versions.get(user) ?? 0}`;
  const keep = (user: string, key: string, value: V) => {
    let kept = entries.get(user);
    if (!kept) {
      if (entries.size >= maxUsers) entries.delete(entries.keys().next().value!);
      entries.set(user, (kept = new Map()));
    }
    if (kept.size >= 32) kept.clear();
    kept.set(key, value);
  };

  return {
    /** The kept answer for (user, key), else `load()`'s (kept when it is not undefined). */
    async read(user: string, key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
      if (!feed.live) return load();
      const kept = entries.get(user)?.get(key);
      if (kept !== undefined) return kept;
      const before = stamp(user);
      const value = await load();
      if (value !== undefined && feed.live && stamp(user) === before) keep(user, key, value);
      return value;
    },
  };
}

/**
 * One answer that belongs to no user (the landing page's content), kept in memory until the change feed says
 * one of `tables` changed, on the same terms as userCache.
 */
export function sharedCache<V>(feed: ChangeFeed, tables: readonly string[], load: () => Promise<V>) {
  const cache = userCache<V>(feed, tables, 1);
  return async (): Promise<V> => (await cache.read('*', 'value', load)) as V;
}
