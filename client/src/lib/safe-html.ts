import {
  richTextAlignClass,
  richTextAttributes,
  richTextRenamedTags,
  richTextStyles,
  richTextTags,
  type RichTextTag,
} from '@common/contracts/rich-text';
import { isSafeImageUrl, isSafeLinkHref } from '@common/contracts/web-address-rules';

export type SafeTag = RichTextTag;
/** The attributes a rendered element may carry: checked addresses, and the allowed style properties. */
export interface SafeAttributes {
  href?: string;
  src?: string;
  alt?: string;
  style?: Record<string, string>;
}
/** Text, or an allowed element with its checked attributes and children: nothing in it can run. */
export type SafeNode = string | { tag: SafeTag; attrs: SafeAttributes; children: SafeNode[] };

const allowed = new Set<string>(richTextTags);
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
const voidTags = new Set<string>(['br', 'img']);
const maxDepth = 24;
const listTags = new Set<string>(['ul', 'ol']);

const camel = (property: string) => property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The style properties of the shared allowlist whose values pass, plus Quill's alignment class. */
function safeStyle(element: Element): Record<string, string> | undefined {
  const style: Record<string, string> = {};
  for (const declaration of (element.getAttribute('style') ?? '').split(';')) {
    const [property = '', ...rest] = declaration.split(':');
    const name = property.trim().toLowerCase();
    const value = rest.join(':').trim();
    if (richTextStyles[name]?.some((pattern) => pattern.test(value))) style[camel(name)] = value;
  }
  const align = richTextAlignClass.exec(element.getAttribute('class') ?? '');
  if (align?.[1]) style.textAlign = align[1];
  return Object.keys(style).length ? style : undefined;
}

function safeAttributes(tag: SafeTag, element: Element): SafeAttributes {
  const kept = new Set(richTextAttributes[tag] ?? []);
  const attrs: SafeAttributes = {};
  const href = element.getAttribute('href')?.trim();
  if (kept.has('href') && href && isSafeLinkHref(href)) attrs.href = href;
  const src = element.getAttribute('src')?.trim();
  if (kept.has('src') && src && isSafeImageUrl(src)) attrs.src = src;
  if (kept.has('alt')) attrs.alt = element.getAttribute('alt') ?? '';
  const style = safeStyle(element);
  if (style) attrs.style = style;
  return attrs;
}

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
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (dropped.has(tag)) continue;
    const safe = richTextRenamedTags[tag] ?? (allowed.has(tag) ? (tag as SafeTag) : null);
    if (depth >= maxDepth) {
      out.push(node.textContent ?? '');
    } else if (safe === 'img' && !safeAttributes('img', element).src) {
      continue; // an image with no safe address shows nothing
    } else if (safe) {
      const children = voidTags.has(safe) ? [] : walk(node.childNodes, safe, depth + 1);
      out.push({ tag: safe, attrs: safeAttributes(safe, element), children });
    } else {
      out.push(...walk(node.childNodes, parent, depth + 1)); // unknown element: keep its contents only
    }
  }
  return out;
}

/**
 * Stored rich text as a tree of the shared allowlist's elements (common/src/contracts/rich-text.ts): the
 * server sanitised it already; this is the second, render-side pass (the server's `lib/rich-html.ts` is the first). DOMParser builds an
 * inert document: no script runs and no image loads while it is read.
 */
export function parseSafeHtml(html: string): SafeNode[] {
  if (!html) return [];
  const doc = parseDocument(html);
  if (!doc) return [html.replace(/<[^>]*>/g, ' ').trim()];
  return walk(doc.body.childNodes, 'body', 0);
}

type DocumentParser = (html: string) => Document | undefined;
/** The browser's own parser (none where there is no browser). */
export const parseInBrowser: DocumentParser = (html) =>
  typeof DOMParser === 'undefined' ? undefined : new DOMParser().parseFromString(html, 'text/html');
let parseDocument = parseInBrowser;

/**
 * Where there is no browser (pages rendered on the server, client/src/prerender.tsx), the parser to read rich
 * text with, so the page comes out as the browser will render it.
 */
export function setDocumentParser(parse: DocumentParser) {
  parseDocument = parse;
}

/** True when the text carries markup; plain text (or markdown) is shown with the rich-text rule instead. */
export const looksLikeHtml = (text: string) => /<\/?[a-z][a-z0-9]*[\s/>]/i.test(text);

/** The plain text of a tree (for tests and accessible names). */
export const safeText = (nodes: SafeNode[]): string =>
  nodes.map((n) => (typeof n === 'string' ? n : n.tag === 'br' ? '\n' : safeText(n.children))).join('');
