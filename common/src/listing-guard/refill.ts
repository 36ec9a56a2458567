/**
 * A list the guard emptied is refilled from the fallback answer (the built-in engine's, already checked),
 * so a seller never gets an empty list while the product is known.
 */
export function refillLists<T extends object>(
  result: T,
  fallback: T | undefined,
  keys: readonly (keyof T)[],
): T {
  if (!fallback) return result;
  const out = { ...result };
  for (const k of keys) {
    const v = out[k];
    if (Array.isArray(v) && v.length === 0 && Array.isArray(fallback[k])) out[k] = fallback[k];
  }
  return out;
}
