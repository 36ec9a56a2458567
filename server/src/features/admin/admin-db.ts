import type { Db } from '../../db/client.js';

/** Runs `work` in one transaction; repositories built on the handle it gets write inside that transaction. */
export const transact = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));

/** A user-typed search as an ILIKE pattern matching it anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The PostgreSQL error code of a failed statement (drizzle wraps the driver's error in `cause`). */
export const pgErrorCode = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('code' in error && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code))
    return error.code;
  return 'cause' in error ? pgErrorCode(error.cause) : undefined;
};
export const uniqueViolation = '23505';
export const foreignKeyViolation = '23503';
