import { inlineText, parseRichText } from './rich-text';

/**
 * Markdown as plain text for pasting into a marketplace's description box (which takes no markdown or HTML):
 * headings lose their #, bold and code lose their markers, bullets become '• '.
 */
export function plainText(markdown: string): string {
  const doc = parseRichText(markdown);
  if (doc.kind === 'empty') return '';
  if (doc.kind === 'json') return doc.text;
  return doc.blocks
    .map((block) => {
      if (block.type === 'heading') return inlineText(block.children);
      if (block.type === 'list') return block.items.map((item) => `• ${inlineText(item)}`).join('\n');
      return block.lines.map(inlineText).join('\n');
    })
    .join('\n\n');
}
