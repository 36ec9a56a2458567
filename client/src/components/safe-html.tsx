import { createElement, useMemo, type ReactNode } from 'react';
import { RichText } from '@/components/rich-text';
import { cn } from '@/lib/cn';
import { looksLikeHtml, parseSafeHtml, type SafeNode, type SafeTag } from '@/lib/safe-html';

const tagClass: Partial<Record<SafeTag, string>> = {
  ul: 'list-disc space-y-1 pl-5 marker:text-brand-500',
  ol: 'list-decimal space-y-1 pl-5 marker:text-slate-500',
  strong: 'font-semibold text-slate-900',
  h1: 'text-lg font-semibold text-slate-900',
  h2: 'text-base font-semibold text-slate-900',
  h3: 'text-base font-semibold text-slate-900',
  h4: 'text-sm font-semibold text-slate-900',
  a: 'font-medium text-brand-700 underline underline-offset-2',
  img: 'max-h-64 max-w-full rounded-lg',
  blockquote: 'border-l-4 border-slate-200 pl-3 text-slate-600',
  pre: 'overflow-x-auto rounded-lg bg-slate-50 p-3 font-mono text-xs',
  code: 'font-mono text-[0.9em]',
};

function render(nodes: SafeNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node;
    const { href, src, alt, style } = node.attrs;
    const props = {
      key: i,
      className: tagClass[node.tag],
      style,
      ...(node.tag === 'a' && href ? { href, target: '_blank', rel: 'noopener noreferrer nofollow' } : {}),
      ...(node.tag === 'img' ? { src, alt: alt ?? '', loading: 'lazy' as const } : {}),
    };
    return node.tag === 'br' || node.tag === 'img'
      ? createElement(node.tag, props)
      : createElement(node.tag, props, ...render(node.children));
  });
}

/**
 * Stored rich text (trending descriptions, landing features) rendered as React elements from the shared
 * allowlist's walk, never injected as HTML. Text without markup follows the rich-text rule of `lib/rich-text.ts`.
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
