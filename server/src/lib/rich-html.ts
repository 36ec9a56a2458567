import sanitizeHtml from 'sanitize-html';
import {
  richTextAlignClass,
  richTextAttributes,
  richTextRenamedTags,
  richTextStyles,
  richTextTags,
} from '@common/contracts/rich-text';
import { isSafeImageUrl, isSafeLinkHref } from '@common/contracts/web-addresses';

type Attributes = sanitizeHtml.Attributes;

/** Quill's `ql-align-center` class becomes `text-align: center`, the one spelling that is kept. */
function alignFromClass(tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  const align = richTextAlignClass.exec(attribs.class ?? '')?.[1];
  if (!align) return { tagName, attribs };
  const style = [attribs.style?.trim().replace(/;$/, ''), `text-align: ${align}`].filter(Boolean).join('; ');
  return { tagName, attribs: { ...attribs, style } };
}

/** A link keeps a safe href, opens a new tab only as `_blank`, and never hands over the opener or referrer. */
function safeLink(_tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  const href = attribs.href?.trim();
  const kept: Attributes = {};
  if (href && isSafeLinkHref(href)) kept.href = href;
  if (attribs.target === '_blank') kept.target = '_blank';
  if (kept.href) kept.rel = 'noopener noreferrer nofollow';
  if (attribs.style) kept.style = attribs.style;
  return { tagName: 'a', attribs: kept };
}

function safeImage(_tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  const src = attribs.src?.trim();
  const kept: Attributes = {};
  if (src && isSafeImageUrl(src)) kept.src = src;
  if (attribs.alt) kept.alt = attribs.alt;
  return { tagName: 'img', attribs: kept };
}

const renamed = Object.fromEntries(
  Object.entries(richTextRenamedTags).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {}, true)]),
);

const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextTags],
  allowedAttributes: {
    '*': ['style'],
    ...Object.fromEntries(Object.entries(richTextAttributes).map(([tag, names]) => [tag, [...names!]])),
  },
  allowedStyles: { '*': Object.fromEntries(Object.entries(richTextStyles).map(([k, v]) => [k, [...v]])) },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { ...renamed, a: safeLink, img: safeImage, '*': alignFromClass },
  // A link left without a target is just its text; an image without a source, or a span that says
  // nothing, is dropped (the span keeps its text).
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !frame.attribs.src;
    if (frame.tag === 'a' || frame.tag === 'span')
      return Object.keys(frame.attribs).length ? false : 'excludeTag';
    return false;
  },
  // Everything not allowed is unwrapped, and these are dropped with their contents: code, styles,
  // embedded documents and form values never become text.
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'object',
    'template',
    'title',
    'xmp',
    'svg',
    'math',
  ],
  nestingLimit: 32,
};

/** Bounded memo: the same few dozen descriptions are served on every call. */
const memo = new Map<string, string>();
const memoLimit = 500;

/**
 * Rich text as the HTML we are willing to store and serve (the allowlist of common/contracts/rich-text.ts):
 * formatting stays, scripts, event handlers, unknown attributes and unsafe links or images go.
 * Used on every write (admin trending products, CMS features) and again on every read.
 */
export function sanitizeRichText(html: string): string {
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, options).trim();
  if (memo.size >= memoLimit) memo.clear();
  memo.set(html, clean);
  return clean;
}

/** True when sanitised rich text shows something: words, or an image (an empty editor sends `<p><br></p>`). */
export function hasVisibleContent(cleanHtml: string): boolean {
  if (/<img\s/i.test(cleanHtml)) return true;
  const text = cleanHtml.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\u00a0/g, ' ');
  return text.trim().length > 0;
}

/** An image address a browser may load: http(s), or a path on our own origin. Anything else is dropped. */
export function safeImageUrl(url: string | null): string | null {
  const value = url?.trim();
  return value && isSafeImageUrl(value) ? value : null;
}
