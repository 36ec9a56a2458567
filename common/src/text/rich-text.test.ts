import { describe, expect, it } from 'vitest';
import { inlineText, parseBlocks, parseInline, parseRichText, type Block } from './rich-text';

const blocksOf = (value: unknown): Block[] => {
  const doc = parseRichText(value);
  if (doc.kind !== 'blocks') throw new Error(`expected blocks, got ${doc.kind}`);
  return doc.blocks;
};

describe('parseRichText: values', () => {
  it('gives empty text for null, undefined and blank strings', () => {
    expect(parseRichText(null)).toEqual({ kind: 'empty' });
    expect(parseRichText(undefined)).toEqual({ kind: 'empty' });
    expect(parseRichText('')).toEqual({ kind: 'empty' });
    expect(parseRichText('  \n \n')).toEqual({ kind: 'empty' });
  });

  it('uses an object’s overview, analysis or content string, in that order', () => {
    expect(blocksOf({ overview: 'Over', analysis: 'Ana' })).toEqual([
      { type: 'paragraph', lines: [[{ type: 'text', text: 'Over' }]] },
    ]);
    expect(blocksOf({ analysis: 'Ana', content: 'Con' })[0]).toMatchObject({ lines: [[{ text: 'Ana' }]] });
    expect(blocksOf({ content: '## Con' })[0]).toMatchObject({ type: 'heading', level: 2 });
    expect(blocksOf({ overview: 42, content: 'Con' })[0]).toMatchObject({ lines: [[{ text: 'Con' }]] });
  });

  it('pretty-prints an object without such a string field as JSON', () => {
    expect(parseRichText({ overview: { a: 1 }, b: [1, 2] })).toEqual({
      kind: 'json',
      text: JSON.stringify({ overview: { a: 1 }, b: [1, 2] }, null, 2),
    });
    expect(parseRichText(['x'])).toEqual({ kind: 'json', text: '[\n  "x"\n]' });
  });

  it('survives objects JSON cannot print', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(parseRichText(circular)).toEqual({ kind: 'json', text: '[object Object]' });
  });

  it('shows numbers and booleans as text', () => {
    expect(blocksOf(42)[0]).toMatchObject({ lines: [[{ text: '42' }]] });
    expect(blocksOf(false)[0]).toMatchObject({ lines: [[{ text: 'false' }]] });
  });
});

describe('parseBlocks', () => {
  it('turns newlines into separate lines and blank lines into paragraphs', () => {
    const blocks = parseBlocks('one\ntwo\r\n\nthree');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatchObject({ type: 'paragraph', lines: [[{ text: 'one' }], [{ text: 'two' }]] });
    expect(blocks[1]).toMatchObject({ type: 'paragraph', lines: [[{ text: 'three' }]] });
  });

  it('reads #, ## and ### headings; deeper ones become level 3; closing hashes go', () => {
    const blocks = parseBlocks('# One\n## Two ##\n### Three\n#### Four\n#nospace');
    expect(
      blocks.slice(0, 4).map((b) => (b.type === 'heading' ? [b.level, inlineText(b.children)] : b.type)),
    ).toEqual([
      [1, 'One'],
      [2, 'Two'],
      [3, 'Three'],
      [3, 'Four'],
    ]);
    expect(blocks[4]).toMatchObject({ type: 'paragraph', lines: [[{ text: '#nospace' }]] });
  });

  it('keeps a # that belongs to the heading text', () => {
    const [heading] = parseBlocks('## Learn C#');
    expect(heading?.type === 'heading' && inlineText(heading.children)).toBe('Learn C#');
  });

  it('groups -, * and • bullets into one list, with bold inside', () => {
    const blocks = parseBlocks('Intro\n- first\n* **second** point\n• third\nAfter');
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'list', 'paragraph']);
    const list = blocks[1];
    if (list?.type !== 'list') throw new Error('no list');
    expect(list.items.map(inlineText)).toEqual(['first', 'second point', 'third']);
    expect(list.items[1]?.[0]).toEqual({ type: 'bold', children: [{ type: 'text', text: 'second' }] });
  });

  it('does not take a bold line for a bullet', () => {
    expect(parseBlocks('**Price:** Rs.499')[0]).toMatchObject({
      type: 'paragraph',
      lines: [
        [
          { type: 'bold', children: [{ text: 'Price:' }] },
          { type: 'text', text: ' Rs.499' },
        ],
      ],
    });
  });
});

describe('parseInline', () => {
  it('reads inline code literally, markers included', () => {
    expect(parseInline('use `**not bold**` here')).toEqual([
      { type: 'text', text: 'use ' },
      { type: 'code', text: '**not bold**' },
      { type: 'text', text: ' here' },
    ]);
  });

  it('allows code inside bold', () => {
    expect(parseInline('**try `kurti`**')).toEqual([
      {
        type: 'bold',
        children: [
          { type: 'text', text: 'try ' },
          { type: 'code', text: 'kurti' },
        ],
      },
    ]);
  });

  it('leaves unclosed and empty markers as literal text', () => {
    expect(parseInline('**unclosed bold')).toEqual([{ type: 'text', text: '**unclosed bold' }]);
    expect(parseInline('a ` b')).toEqual([{ type: 'text', text: 'a ` b' }]);
    expect(parseInline('**** and ``')).toEqual([{ type: 'text', text: '**** and ``' }]);
  });

  it('degrades nested bold into flat pieces without losing words', () => {
    const tokens = parseInline('**a **b** c**');
    expect(inlineText(tokens)).toBe('a b c');
    expect(tokens.every((t) => t.type !== 'bold' || t.children.every((c) => c.type !== 'bold'))).toBe(true);
  });

  it('keeps an HTML tag as literal text', () => {
    const evil = '<img src=x onerror=alert(1)> **hi** <script>alert(2)</script>';
    const blocks = blocksOf(evil);
    expect(blocks).toHaveLength(1);
    const para = blocks[0];
    if (para?.type !== 'paragraph') throw new Error('no paragraph');
    expect(para.lines[0]?.[0]).toEqual({ type: 'text', text: '<img src=x onerror=alert(1)> ' });
    expect(inlineText(para.lines[0] ?? [])).toBe('<img src=x onerror=alert(1)> hi <script>alert(2)</script>');
  });
});
