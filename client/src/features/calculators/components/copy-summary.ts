import { toast } from '@/components/ui/toast-store';

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

/** Copies text to the clipboard and says so with the spec's toast (spec 02 §5, Copying). */
export async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ variant: 'success', title: 'Copied!', description: 'Data copied to clipboard' });
  } catch {
    toast({
      variant: 'destructive',
      title: 'Could not copy',
      description: 'Your browser did not allow clipboard access.',
    });
  }
}
