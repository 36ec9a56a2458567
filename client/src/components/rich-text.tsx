import { Fragment, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { parseRichText, type Block, type Inline } from '@common/text/rich-text';

/**
 * The one renderer of AI text. It builds React elements from the token tree of
 * lib/rich-text.ts, so every piece of text is escaped by React: no raw HTML ever reaches the page.
 */
export function RichText({ value, className }: { value: unknown; className?: string }) {
  const doc = parseRichText(value);
  if (doc.kind === 'empty') return null;
  if (doc.kind === 'json') {
    return (
      <pre
        className={cn(
          'overflow-x-auto rounded-lg bg-slate-50 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words text-slate-800',
          className,
        )}
      >
        {doc.text}
      </pre>
    );
  }
  return (
    <div className={cn('space-y-3 text-sm leading-relaxed break-words text-slate-700', className)}>
      {doc.blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </div>
  );
}

const headingClass = {
  1: 'text-lg font-semibold text-slate-900',
  2: 'text-base font-semibold text-slate-900',
  3: 'text-sm font-semibold text-slate-900',
} as const;

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading': {
      const Tag = block.level === 1 ? 'h3' : block.level === 2 ? 'h4' : 'h5';
      return (
        <Tag className={headingClass[block.level]}>
          <InlineView tokens={block.children} />
        </Tag>
      );
    }
    case 'list':
      return (
        <ul className="list-disc space-y-1 pl-5 marker:text-brand-500">
          {block.items.map((item, i) => (
            <li key={i}>
              <InlineView tokens={item} />
            </li>
          ))}
        </ul>
      );
    case 'paragraph':
      return (
        <p>
          {block.lines.map((line, i) => (
            <Fragment key={i}>
              {i > 0 && <br />}
              <InlineView tokens={line} />
            </Fragment>
          ))}
        </p>
      );
  }
}

function InlineView({ tokens }: { tokens: Inline[] }): ReactNode {
  return tokens.map((token, i) => {
    if (token.type === 'bold') {
      return (
        <strong key={i} className="font-semibold text-slate-900">
          <InlineView tokens={token.children} />
        </strong>
      );
    }
    if (token.type === 'code') {
      return (
        <code key={i} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-800">
          {token.text}
        </code>
      );
    }
    return <Fragment key={i}>{token.text}</Fragment>;
  });
}
