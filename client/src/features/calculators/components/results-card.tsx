import { Copy } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { copyToClipboard, summaryText } from './copy-summary';
import { ResultList, type ResultRow } from './result-list';

interface ResultsCardProps {
  /** The calculator's name, first line of the copied summary. */
  title: string;
  /** Null while idle (nothing calculated yet). */
  rows: readonly ResultRow[] | null;
  /** Shown while idle. */
  idleText?: string;
  /** Extra lines for the copied summary (e.g. the insight). */
  summaryFooter?: readonly string[];
  /** Anything shown under the figures: a badge, a notice, a breakdown table. */
  children?: ReactNode;
}

/** The results panel: figures with a Copy action, or a short prompt before the first calculation. */
export function ResultsCard({ title, rows, idleText, summaryFooter, children }: ResultsCardProps) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <CardHeader className="flex min-h-16 items-center justify-between gap-3">
          <CardTitle id={headingId}>Results</CardTitle>
          {rows && (
            <Button
              variant="secondary"
              className="h-11 sm:h-10"
              aria-label="Copy results"
              onClick={() => void copyToClipboard(summaryText(title, rows, summaryFooter))}
            >
              <Copy className="h-4 w-4" aria-hidden />
              Copy
            </Button>
          )}
        </CardHeader>
        <CardBody aria-live="polite">
          {rows ? (
            <div className="space-y-4">
              <ResultList rows={rows} />
              {children}
            </div>
          ) : (
            <p className="py-6 text-center text-sm text-slate-500">
              {idleText ?? 'Fill in the fields marked * and press Calculate.'}
            </p>
          )}
        </CardBody>
      </section>
    </Card>
  );
}
