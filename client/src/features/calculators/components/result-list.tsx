import { cn } from '@/lib/cn';

export interface ResultRow {
  label: string;
  value: string;
  /** Headline figures show as large tiles above the rest. */
  highlight?: boolean;
  /** Colours a headline figure: green for a gain, red for a loss. */
  tone?: 'good' | 'bad';
  /** A short working shown under the label, e.g. '15% of ₹999.00'. */
  detail?: string;
}

/** Results as a definition list: headline tiles, then label/value lines. */
export function ResultList({ rows }: { rows: readonly ResultRow[] }) {
  const headline = rows.filter((row) => row.highlight);
  const rest = rows.filter((row) => !row.highlight);
  return (
    <dl className="space-y-4">
      {headline.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2">
          {headline.map((row) => (
            <div key={row.label} className="min-w-0 rounded-xl bg-brand-50 px-4 py-3">
              <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
              <dd
                className={cn(
                  'mt-1 text-2xl font-bold break-words tabular-nums',
                  row.tone === 'good'
                    ? 'text-green-700'
                    : row.tone === 'bad'
                      ? 'text-red-700'
                      : 'text-slate-900',
                )}
              >
                {row.value}
              </dd>
            </div>
          ))}
        </div>
      )}
      {rest.length > 0 && (
        <div className="divide-y divide-slate-100">
          {rest.map((row) => (
            <div key={row.label} className="flex items-baseline justify-between gap-4 py-2.5">
              <dt className="min-w-0 text-sm text-slate-600">
                {row.label}
                {row.detail && <span className="block text-xs text-slate-400">{row.detail}</span>}
              </dt>
              <dd className="shrink-0 text-right font-medium text-slate-900 tabular-nums">{row.value}</dd>
            </div>
          ))}
        </div>
      )}
    </dl>
  );
}
