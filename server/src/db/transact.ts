import type { Db } from './client.js';

/** Runs `work` in one transaction; repositories built on the handle it gets write inside that transaction. */
export const transact = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));
