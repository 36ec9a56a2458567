import { createElement, useMemo, type ReactNode } from 'react';
import { RichText } from '@/components/rich-text';
import { cn } from '@/lib/cn';
import { looksLikeHtml, parseSafeHtml, type SafeNode, type SafeTag } from '../safe-html';

const tagClass: Partial<Record<SafeTag, string>> = {
  ul: 'list-disc space-y-1 pl-5 marker:text-brand-500',
  ol: 'list-decimal space-y-1 pl-5 marker:text-slate-500',
  strong: 'font-semibold text-slate-900',
  h3: 'text-base font-semibold text-slate-900',
  h4: 'text-sm font-semibold text-slate-900',
};

function render(nodes: SafeNode[]): ReactNode[] {
  return nodes.map((node, i) =>
    typeof node === 'string'
      ? node
      : createElement(node.tag, { key: i, className: tagClass[node.tag] }, ...render(node.children)),
  );
}

/**
 * A stored description rendered as React elements from an allow-list walk (never injected as HTML).
 * Text without markup follows the rich-text rule of spec 01 §1.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const isHtml = looksLikeHtml(html);
  const nodes = useMemo(() => (isHtml ? parseSafeHtml(html) : []), [html, isHtml]);
  if (!isHtml) return <RichText value={html} className={className} />;
  return (
    <div className={cn('space-y-3 text-sm leading-relaxed break-words text-slate-700', className)}>
      {render(nodes)}
    </div>
  );
}
