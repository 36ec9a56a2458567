/** The PostgreSQL error code of a failed statement, on PGlite and PostgreSQL alike (drizzle wraps the driver's error in `cause`). */
const pgErrorCode = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('code' in error && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code))
    return error.code;
  return 'cause' in error ? pgErrorCode(error.cause) : undefined;
};

/** Postgres unique violation (23505): a concurrent insert of the same key won. */
export const isUniqueViolation = (error: unknown): boolean => pgErrorCode(error) === '23505';

/** Postgres foreign-key violation (23503): a row still referenced elsewhere. */
export const isForeignKeyViolation = (error: unknown): boolean => pgErrorCode(error) === '23503';
