import { useQuery } from '@tanstack/react-query';
import { Check, Target, X } from 'lucide-react';
import { Link } from 'wouter';
import type { CoverageRequest } from '@common/contracts/keyword-bank';
import { formatInr } from '@common/calculators/money';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { coverageQuery } from './api/keyword-bank-api';

const fieldNames = {
  title: 'title',
  bullets: 'bullets',
  description: 'description',
  searchTerms: 'search terms',
} as const;

/**
 * Keyword coverage: which of the seller's best measured search terms (by orders, then clicks) the listing
 * carries and where, backend search terms that add the missing ones within the byte limit, and terms that
 * spend without selling.
 */
export default function KeywordCoveragePanel(props: CoverageRequest) {
  const coverage = useQuery(coverageQuery(props));
  const c = coverage.data;
  if (!c) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Target className="h-5 w-5 text-brand-600" aria-hidden /> Keyword coverage
        </CardTitle>
      </CardHeader>
      <CardBody className="space-y-4" data-testid="keyword-coverage">
        {!c.hasBank ? (
          <p className="text-sm text-slate-600">
            Add your Sponsored Products or Search Query Performance reports in{' '}
            <Link href="/my-data" className="font-medium text-brand-700 underline">
              My data
            </Link>{' '}
            to see which of the search terms that sell for you this listing misses.
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-600">Your best search terms, measured: {c.source}.</p>
            <ul className="divide-y divide-slate-100 text-sm" aria-label="Measured search terms">
              {c.top.map((t) => (
                <li
                  key={t.term}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                  data-testid="coverage-term"
                >
                  <span className="flex items-center gap-2 font-medium break-words text-slate-900">
                    {t.in.length > 0 ? (
                      <Check className="h-4 w-4 text-emerald-600" aria-label="In the listing" />
                    ) : (
                      <X className="h-4 w-4 text-red-600" aria-label="Missing" />
                    )}
                    {t.term}
                  </span>
                  <span className="text-slate-600">
                    {t.in.length > 0 ? `in the ${t.in.map((f) => fieldNames[f]).join(', ')}` : 'missing'} ·{' '}
                    {(t.orders ?? 0).toLocaleString('en-IN')} orders
                  </span>
                </li>
              ))}
            </ul>
            {c.backendSuggestion && c.backendSuggestion.text && (
              <div className="space-y-2 rounded-lg bg-slate-50 p-3" data-testid="backend-suggestion">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm font-medium text-slate-900">
                    Backend search terms with the missing words ({c.backendSuggestion.bytes} of{' '}
                    {c.backendSuggestion.maxBytes} bytes)
                  </p>
                  <CopyButton text={c.backendSuggestion.text} label="Copy search terms" />
                </div>
                <p className="text-sm break-words text-slate-700">{c.backendSuggestion.text}</p>
              </div>
            )}
            {c.negatives.length > 0 && (
              <div className="space-y-1 text-sm">
                <p className="font-medium text-slate-900">
                  Spent without an order: candidate negative keywords
                </p>
                <ul className="list-disc pl-5 text-slate-700" aria-label="Candidate negative keywords">
                  {c.negatives.map((t) => (
                    <li key={t.term}>
                      {t.term}: {t.clicks.toLocaleString('en-IN')} clicks, {formatInr(t.spend)} spent
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </CardBody>
    </Card>
  );
}
