/**
 * The one allowlist of rich text (trending descriptions, CMS feature descriptions): what the admin editor's
 * toolbar can make (headers 1-3, bold, italic, underline, strike, colour, background, lists,
 * align, link, image, blockquote, code block) and nothing else. The server sanitises with it on write and on
 * read; the client's render pass walks the same list.
 */
export const richTextTags = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'span',
  'mark',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'blockquote',
  'pre',
  'code',
] as const;
export type RichTextTag = (typeof richTextTags)[number];

/** Older or editor-specific spellings stored as their allowed equivalent. */
export const richTextRenamedTags: Readonly<Record<string, RichTextTag>> = {
  b: 'strong',
  i: 'em',
  strike: 's',
  del: 's',
  ins: 'u',
};

/** Attributes kept per tag (besides `style`, which any allowed tag may carry with the properties below). */
export const richTextAttributes: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt'],
};

const colour = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];

/** The inline styles kept, each with the values it may take; every other property is dropped. */
export const richTextStyles: Readonly<Record<string, readonly RegExp[]>> = {
  color: colour,
  'background-color': colour,
  'text-align': [/^(left|right|center|justify)$/],
};

/** Quill's alignment classes (`ql-align-center`) are stored as the equivalent `text-align` style. */
export const richTextAlignClass = /(?:^|\s)ql-align-(right|center|justify)(?:\s|$)/;

/** The longest rich text accepted (HTML as sent by the editor, before sanitising). */
export const richTextMaxLength = 20_000;
