import { useQuery } from '@tanstack/react-query';
import { measuredSource } from '@common/keyword-reports/measured-label';
import { termKeyOf } from '@common/keyword-reports/read-row';
import type { BankTerm } from '@common/contracts/keyword-bank';
import { formatInr } from '@common/calculators/money';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody } from '@/components/ui/card';
import { conversionText } from './bank-table';
import { bankLookupQuery } from './api/keyword-bank-api';

const same = (a: string, b: string) => termKeyOf(a) === termKeyOf(b);
const n = (v: number | null) => (v === null ? '–' : v.toLocaleString('en-IN'));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-emerald-50 px-3 py-2">
      <p className="text-xs text-emerald-800">{label}</p>
      <p className="font-semibold text-slate-900 tabular-nums">{value}</p>
    </div>
  );
}

/**
 * Beside Keyword Research's estimates: what the seller's own reports measured for the keyword, and the
 * related keywords they measured, best converting first. Nothing shows for a seller without reports.
 */
export default function MeasuredKeywords({
  keyword,
  related,
}: {
  keyword: string;
  related: readonly string[];
}) {
  const asked = [keyword, ...related.filter((r) => !same(r, keyword))].slice(0, 50);
  const lookup = useQuery(bankLookupQuery(asked));
  const found = lookup.data?.terms ?? [];
  const own = found.find((t) => same(t.term, keyword));
  const others = found
    .filter((t) => t !== own)
    .sort((a, b) => (b.conversion ?? -1) - (a.conversion ?? -1) || (b.orders ?? 0) - (a.orders ?? 0));
  if (!own && others.length === 0) return null;
  return (
    <Card>
      <CardBody className="space-y-4" data-testid="measured-keywords">
        {own && <MeasuredTerm term={own} />}
        {others.length > 0 && (
          <div className="space-y-2">
            <h3 className="text-sm font-semibold text-slate-900">
              Related keywords you have measured, best converting first
            </h3>
            <ul className="divide-y divide-slate-100 text-sm" aria-label="Measured related keywords">
              {others.map((t) => (
                <li key={t.term} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="font-medium break-words text-slate-900">{t.term}</span>
                  <span className="text-slate-600 tabular-nums">
                    {conversionText(t)} conversion · {n(t.orders)} orders · {n(t.clicks)} clicks
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardBody>
    </Card>
  );
}

function MeasuredTerm({ term }: { term: BankTerm }) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="green">Measured</Badge>
        <p className="text-sm text-slate-700">{measuredSource(term.sources, term.dateFrom, term.dateTo)}</p>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {term.searchVolume !== null && <Figure label="Searches" value={n(term.searchVolume)} />}
        <Figure label="Impressions" value={n(term.impressions)} />
        <Figure label="Clicks" value={n(term.clicks)} />
        <Figure label="Orders" value={n(term.orders)} />
        <Figure label="Conversion" value={conversionText(term)} />
        {term.spend !== null && <Figure label="Ad spend" value={formatInr(term.spend)} />}
      </div>
    </div>
  );
}
