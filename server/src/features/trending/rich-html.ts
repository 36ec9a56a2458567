import sanitizeHtml from 'sanitize-html';
import { trendingDescriptionTags } from '@common/contracts/trending';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...trendingDescriptionTags],
  allowedAttributes: {},
  allowedSchemes: [],
  // Old-style emphasis keeps its meaning; everything else not allowed is unwrapped, and the
  // contents of script, style, textarea and the like are dropped with their tags.
  transformTags: { b: 'strong', i: 'em' },
  disallowedTagsMode: 'discard',
};

/** Bounded memo: descriptions change rarely, and the same few dozen are served on every call. */
const memo = new Map<string, string>();
const memoLimit = 500;

/**
 * A trending product's description as the HTML we are willing to serve: p, ul, ol, li, strong, em, br,
 * h3 and h4, with no attributes at all. Admin writes should pass through this as well (DESIGN.md §4).
 */
export function sanitizeDescription(html: string): string {
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, options).trim();
  if (memo.size >= memoLimit) memo.clear();
  memo.set(html, clean);
  return clean;
}

/** An image address a browser may load: http(s), or a path on our own origin. Anything else is dropped. */
export function safeImageUrl(url: string | null): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}
