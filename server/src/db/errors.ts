/** Postgres unique violation (23505), on PGlite and PostgreSQL alike: a concurrent insert of the same key won. */
export const isUniqueViolation = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  if ('code' in error && error.code === '23505') return true;
  return 'cause' in error && isUniqueViolation(error.cause); // drizzle wraps the driver's error
};
