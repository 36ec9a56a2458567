/**
 * Text PostgreSQL cannot store: a NUL character, or half of a UTF-16 surrogate pair (a broken emoji). The one
 * rule every request is checked against (the server answers 400 naming the field before any other work).
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point of this rule
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** How deep a value is looked into; deeper requests are refused by the contracts anyway. */
const maxDepth = 64;

export const unstorableTextMessage =
  'Contains a character that cannot be saved (a NUL character or a broken emoji): remove it and try again';

export const hasUnstorableText = (text: string) => unstorable.test(text);

const unstorableEverywhere = new RegExp(unstorable.source, 'g');

/**
 * `value` with every NUL and lone surrogate taken out of its texts (keys included): for answers from outside
 * (an AI model) that are stored as they are, where refusing is not an option.
 */
export function withoutUnstorableText<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return value.replace(unstorableEverywhere, '') as T;
  if (value === null || typeof value !== 'object' || depth > maxDepth) return value;
  if (Array.isArray(value)) return value.map((v) => withoutUnstorableText(v, depth + 1)) as T;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k.replace(unstorableEverywhere, ''),
      withoutUnstorableText(v, depth + 1),
    ]),
  ) as T;
}

/**
 * The path of the first text (a value or a key) in `value` that cannot be stored, e.g. 'firstName' or
 * 'bullets.2'; '' for the value itself; null when all of it can be stored.
 */
export function unstorableTextField(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasUnstorableText(value) ? path : null;
  // Only parsed JSON is walked: raw bytes (a signed webhook body) and a streamed file (a report the seller
  // uploads, read and checked as it streams) are not text the database stores as such.
  if (value === null || typeof value !== 'object' || depth > maxDepth) return null;
  const proto: unknown = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (hasUnstorableText(key)) return at;
    const found = unstorableTextField(child, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
