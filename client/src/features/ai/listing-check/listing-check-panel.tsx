import { ChevronDown, ClipboardCheck, ListChecks } from 'lucide-react';
import type { FindingAction, ListingCheck, ListingFinding } from '@common/contracts/listing-check';
import { Card, CardBody } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const actionTitles: Record<FindingAction, string> = {
  removed: 'Removed',
  repaired: 'Changed',
  flagged: 'Still to fix',
};

/** Green from 80, amber from 50, red below: how much of the listing is ready to paste. */
export function scoreTone(score: number): string {
  if (score >= 80) return 'bg-green-100 text-green-800 ring-green-600/20';
  if (score >= 50) return 'bg-amber-100 text-amber-900 ring-amber-600/20';
  return 'bg-red-100 text-red-800 ring-red-600/20';
}

/** Where a finding is, in the seller's words: 'titleSuggestions[0]' → 'Title 1'. */
export function fieldName(field: string): string {
  const match = /^(\w+)(?:\[(\d+)\])?$/.exec(field);
  const names: Record<string, string> = {
    titleSuggestions: 'Title',
    title: 'Title',
    optimizedDescription: 'Description',
    description: 'Description',
    shortDescription: 'Short description',
    keywords: 'Keywords',
    bullets: 'Bullet',
    searchTerms: 'Search terms',
    primaryKeywords: 'Primary keywords',
    longTailKeywords: 'Long tail keywords',
    platformSpecificTips: 'Platform tips',
    sellerText: 'Your text',
  };
  if (!match) return field;
  const [, key = field, index] = match;
  const name = names[key] ?? key;
  return index === undefined ? name : `${name} ${Number(index) + 1}`;
}

/** One group of findings; what is still to fix starts open, what was already removed or changed starts closed. */
function FindingGroup({ action, findings }: { action: FindingAction; findings: ListingFinding[] }) {
  if (findings.length === 0) return null;
  return (
    <details className="group rounded-lg border border-slate-200" open={action === 'flagged'}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-3 py-2">
        <h4 className="text-sm font-semibold text-slate-900">
          {actionTitles[action]} ({findings.length})
        </h4>
        <ChevronDown
          className="h-4 w-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <ul className="space-y-2 px-3 pb-3">
        {findings.map((f, i) => (
          <li
            key={`${f.rule}-${f.field}-${i}`}
            className="rounded-lg bg-slate-50 p-3 text-sm"
            data-testid="listing-finding"
          >
            <p className="break-words text-slate-900">
              <span className="font-medium">{fieldName(f.field)}:</span> ‘{f.text}’
            </p>
            <p className="mt-1 break-words text-slate-700">{f.message}</p>
            <p className="mt-1 text-xs break-words text-slate-500">Rule source: {f.source}</p>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The listing check: the guard's score, what it removed or changed in the answer and why, what is
 * still to fix, and the facts buyers look for that the listing does not state yet.
 */
export function ListingCheckPanel({
  check,
  checklist = [],
  title = 'Listing check',
}: {
  check: ListingCheck;
  checklist?: string[];
  title?: string;
}) {
  const by = (action: FindingAction) => check.findings.filter((f) => f.action === action);
  return (
    <Card data-testid="listing-check">
      <CardBody className="space-y-4">
        <div className="flex items-center justify-between gap-3">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <ClipboardCheck className="h-5 w-5 shrink-0 text-brand-600" aria-hidden />
            {title}
          </h3>
          <p
            className={cn(
              'shrink-0 rounded-full px-3 py-1 text-sm font-semibold ring-1',
              scoreTone(check.score),
            )}
            aria-label={`Listing score ${check.score} out of 100`}
          >
            {check.score}/100
          </p>
        </div>
        <p className="text-sm break-words text-slate-700" data-testid="listing-check-summary">
          {check.summary}
        </p>
        <div className="space-y-2">
          <FindingGroup action="flagged" findings={by('flagged')} />
          <FindingGroup action="removed" findings={by('removed')} />
          <FindingGroup action="repaired" findings={by('repaired')} />
        </div>
        {checklist.length > 0 && (
          <section className="space-y-2">
            <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <ListChecks className="h-4 w-4" aria-hidden /> Add these facts if they are true
            </h4>
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700" data-testid="listing-checklist">
              {checklist.map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          </section>
        )}
      </CardBody>
    </Card>
  );
}
