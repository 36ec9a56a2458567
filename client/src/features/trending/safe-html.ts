import { trendingDescriptionTags } from '@common/contracts/trending';

export type SafeTag = (typeof trendingDescriptionTags)[number];
/** Text, or an allowed element with its children: never an attribute, so nothing can run or link. */
export type SafeNode = string | { tag: SafeTag; children: SafeNode[] };

const allowed = new Set<string>(trendingDescriptionTags);
/** Tags whose contents are dropped with them: code, styles, embedded documents, form values. */
const dropped = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'textarea',
  'select',
  'title',
  'svg',
  'math',
]);
/** The old emphasis tags keep their meaning, as on the server. */
const renamed: Record<string, SafeTag> = { b: 'strong', i: 'em' };
const maxDepth = 24;
const listTags = new Set<string>(['ul', 'ol']);

function walk(nodes: NodeListOf<ChildNode>, parent: string, depth: number): SafeNode[] {
  const out: SafeNode[] = [];
  for (const node of Array.from(nodes)) {
    if (node.nodeType === 3) {
      const text = node.textContent ?? '';
      // Whitespace between list items is layout noise, and not valid inside <ul>/<ol>.
      if (text && !(listTags.has(parent) && !text.trim())) out.push(text);
      continue;
    }
    if (node.nodeType !== 1) continue; // comments, processing instructions
    const tag = (node as Element).tagName.toLowerCase();
    if (dropped.has(tag)) continue;
    const safe = renamed[tag] ?? (allowed.has(tag) ? (tag as SafeTag) : null);
    if (depth >= maxDepth) {
      out.push(node.textContent ?? '');
    } else if (safe) {
      out.push({ tag: safe, children: safe === 'br' ? [] : walk(node.childNodes, safe, depth + 1) });
    } else {
      out.push(...walk(node.childNodes, parent, depth + 1)); // unknown element: keep its contents only
    }
  }
  return out;
}

/**
 * Stored description HTML as a tree of allowed elements and text (the server sanitised it already; this is
 * the second, render-side pass of DESIGN.md §4). DOMParser builds an inert document: no script runs and no
 * image loads while it is read.
 */
export function parseSafeHtml(html: string): SafeNode[] {
  if (!html) return [];
  if (typeof DOMParser === 'undefined') return [html.replace(/<[^>]*>/g, ' ').trim()];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return walk(doc.body.childNodes, 'body', 0);
}

/** True when the text carries markup; plain text (or markdown) is shown with the rich-text rule instead. */
export const looksLikeHtml = (text: string) => /<\/?[a-z][a-z0-9]*[\s/>]/i.test(text);

/** The plain text of a tree (for tests and accessible names). */
export const safeText = (nodes: SafeNode[]): string =>
  nodes.map((n) => (typeof n === 'string' ? n : n.tag === 'br' ? '\n' : safeText(n.children))).join('');
