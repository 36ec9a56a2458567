/** PostgreSQL's unique violation (23505), however deep the driver's error is wrapped (drizzle wraps it). */
export const isUniqueViolation = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  if ('code' in error && error.code === '23505') return true;
  return 'cause' in error && isUniqueViolation(error.cause);
};
