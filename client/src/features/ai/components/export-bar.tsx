import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/lib/csv';
import { CopyButton } from '@/components/ui/copy-button';

/** One exported line: which list it is from ('Long tail keyword') and its text. */
export type ExportRow = [kind: string, text: string];

/** A file name from the seller's words, any script kept: 'keywords-cotton-kurti.csv'. */
export function exportFileName(prefix: string, words: string): string {
  const slug = words
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${prefix}${slug ? `-${slug}` : ''}.csv`;
}

/**
 * "Copy all" (one per line, ready to paste) and "Download CSV" (UTF-8 with BOM, opens in a spreadsheet with
 * Indian scripts intact) for the keywords or titles of an answer.
 */
export function ExportBar({
  rows,
  what,
  fileName,
}: {
  rows: ExportRow[];
  /** The second column's name and the copy label: 'Keyword', 'Text'. */
  what: string;
  fileName: string;
}) {
  if (rows.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" data-testid="export-bar">
      <CopyButton
        text={rows.map(([, text]) => text).join('\n')}
        label={`Copy all (${rows.length})`}
        idleText={`Copy all (${rows.length})`}
      />
      <Button variant="secondary" size="sm" onClick={() => void downloadCsv(fileName, ['List', what], rows)}>
        <Download className="h-4 w-4" aria-hidden /> Download CSV
      </Button>
    </div>
  );
}
