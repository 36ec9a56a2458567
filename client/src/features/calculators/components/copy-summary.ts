import { copyWithToast } from '@/lib/clipboard';

export interface SummaryLine {
  label: string;
  value: string;
}

/** A plain-text summary for pasting into a chat or a sheet: a title line, then 'Label: value' lines. */
export function summaryText(
  title: string,
  lines: readonly SummaryLine[],
  footer: readonly string[] = [],
): string {
  return [title, ...lines.map((line) => `${line.label}: ${line.value}`), ...footer].join('\n');
}

/** Copies text to the clipboard and says so with the spec's toast. */
export const copyToClipboard = copyWithToast;
