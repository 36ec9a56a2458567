/**
 * A fresh Idempotency-Key for one intent (a submit, a checkout): a retry of its request is answered once. Falls
 * back to getRandomValues where randomUUID is missing (plain http).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
