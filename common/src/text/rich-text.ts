/**
 * The rich-text rule for AI text, as a pure parser into a small token tree.
 * The renderer (components/rich-text.tsx) turns the tree into React elements, so text is always
 * escaped: an HTML tag in the input stays literal text.
 */

export type Inline =
  { type: 'text'; text: string } | { type: 'bold'; children: Inline[] } | { type: 'code'; text: string };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  /** Consecutive lines; each line is shown on its own (newlines become line breaks). */
  | { type: 'paragraph'; lines: Inline[][] }
  | { type: 'list'; items: Inline[][] };

export type RichDoc =
  { kind: 'empty' } | { kind: 'json'; text: string } | { kind: 'blocks'; blocks: Block[] };

/** The text fields of an object that are shown instead of the whole object, in this order. */
const textFields = ['overview', 'analysis', 'content'] as const;

/** Finds the closing '**' at or after `from`, skipping over `code` spans. -1 when there is none. */
function findClosingBold(src: string, from: number): number {
  let i = from;
  while (i < src.length) {
    if (src[i] === '`') {
      const end = src.indexOf('`', i + 1);
      if (end > i + 1) {
        i = end + 1;
        continue;
      }
    }
    if (src.startsWith('**', i)) return i;
    i++;
  }
  return -1;
}

/** **bold** and `code` inside one line. Unclosed or empty markers stay as literal text. */
export function parseInline(src: string): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ type: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < src.length) {
    if (src[i] === '`') {
      const end = src.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ type: 'code', text: src.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (src.startsWith('**', i)) {
      const end = findClosingBold(src, i + 2);
      if (end > i + 2) {
        flush();
        // The inner text holds no '**' (the first closing one ends the span), so this recursion is one level deep.
        out.push({ type: 'bold', children: parseInline(src.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    text += src[i];
    i++;
  }
  flush();
  return out;
}

const headingLine = /^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const bulletLine = /^\s*[-*•]\s+(.*)$/;

/** Splits text into headings, bullet lists and paragraphs of lines. */
export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Inline[][] | null = null;
  let list: Inline[][] | null = null;
  const close = () => {
    if (paragraph) blocks.push({ type: 'paragraph', lines: paragraph });
    if (list) blocks.push({ type: 'list', items: list });
    paragraph = null;
    list = null;
  };
  for (const line of text.split(/\r\n|\r|\n/)) {
    const heading = headingLine.exec(line);
    const bullet = heading ? null : bulletLine.exec(line);
    if (heading?.[2]) {
      close();
      // '####' and deeper are shown as the smallest heading rather than as stray hashes.
      const level = Math.min(heading[1]?.length ?? 1, 3) as 1 | 2 | 3;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2]) });
    } else if (bullet) {
      if (paragraph) close();
      list ??= [];
      list.push(parseInline(bullet[1] ?? ''));
    } else if (line.trim() === '') {
      close();
    } else {
      if (list) close();
      paragraph ??= [];
      paragraph.push(parseInline(line.trim()));
    }
  }
  close();
  return blocks;
}

function prettyJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Any value to a document: null/undefined → empty; an object → its overview, analysis or content
 * field when that is a string, else pretty-printed JSON; anything else → its text, parsed.
 */
export function parseRichText(value: unknown): RichDoc {
  if (value === null || value === undefined) return { kind: 'empty' };
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const field of textFields) {
      const text = Array.isArray(value) ? undefined : record[field];
      if (typeof text === 'string') return parseRichText(text);
    }
    return { kind: 'json', text: prettyJson(value) };
  }
  const text = typeof value === 'string' ? value : String(value);
  const blocks = parseBlocks(text);
  return blocks.length ? { kind: 'blocks', blocks } : { kind: 'empty' };
}

/** The plain text of inline tokens (for tests, titles and accessible names). */
export const inlineText = (tokens: Inline[]): string =>
  tokens.map((t) => (t.type === 'bold' ? inlineText(t.children) : t.text)).join('');
