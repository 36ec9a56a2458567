import { Suspense } from 'react';
import type { KeywordResearchRequest, KeywordResearchResponse } from '@common/contracts/ai';
import { MeasuredKeywords } from '@/features/keyword-bank';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardBody } from '@/components/ui/card';
import { EngineBanner } from '../components/engine-banner';
import { ExportBar, exportFileName, type ExportRow } from '../components/export-bar';
import { ListingCheckPanel } from '../listing-check/listing-check-panel';
import { KeywordChips } from '../components/keyword-chips';
import { ResultTabs } from '../components/result-tabs';
import { PlatformNotesList, TextList } from '../components/text-list';

const competitionTones: Record<KeywordResearchResponse['competitionLevel'], BadgeTone> = {
  low: 'green',
  medium: 'yellow',
  high: 'red',
};

function Metric({
  label,
  value,
  estimate,
  tone,
}: {
  label: string;
  value: string;
  estimate: boolean;
  tone?: BadgeTone;
}) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 p-4" data-testid="keyword-metric">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-slate-600">{label}</p>
        {estimate && <Badge tone="blue">Estimate</Badge>}
      </div>
      <p className="mt-1 text-lg font-semibold break-words text-slate-900">
        {tone ? (
          <Badge tone={tone} className="px-3 py-1 text-sm">
            {value}
          </Badge>
        ) : (
          value
        )}
      </p>
    </div>
  );
}

/** Misspellings and Hinglish forms buyers type: for backend search terms, never for a title. */
function SpellingVariants({ variants }: { variants: readonly string[] }) {
  if (variants.length === 0) return null;
  return (
    <section aria-labelledby="spelling-variants" className="space-y-2">
      <h3 id="spelling-variants" className="text-sm font-semibold text-slate-900">
        Spelling variants buyers type
      </h3>
      <p className="text-sm text-slate-600">For backend search terms, not for your title.</p>
      <KeywordChips keywords={variants} label="Spelling variants" />
    </section>
  );
}

/** Every keyword of an answer, by list, for Copy all and the CSV. */
export const keywordRows = (result: KeywordResearchResponse): ExportRow[] => [
  ...result.relatedKeywords.map((k): ExportRow => ['Related keyword', k]),
  ...result.longTailKeywords.map((k): ExportRow => ['Long tail keyword', k]),
  ...(result.spellingVariants ?? []).map((k): ExportRow => ['Spelling variant', k]),
];

/** Search volume and competition (labelled estimates), then four result tabs. */
export function KeywordResults({
  body,
  result,
}: {
  body: KeywordResearchRequest;
  result: KeywordResearchResponse;
}) {
  return (
    <>
      <EngineBanner meta={result} />
      {result.listingCheck && result.listingCheck.findings.length > 0 && (
        <ListingCheckPanel check={result.listingCheck} />
      )}
      <Card>
        <CardBody className="space-y-4">
          <div className="min-w-0">
            <p className="text-sm text-slate-500">Results for</p>
            <h2 className="text-xl font-semibold break-words text-slate-900">
              {result.keyword || body.keyword}
            </h2>
          </div>
          <div className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-3">
            <Metric label="Search volume" value={result.searchVolume} estimate={result.isEstimate} />
            <Metric
              label="Competition"
              value={result.competition}
              estimate={result.isEstimate}
              tone={competitionTones[result.competitionLevel]}
            />
            {/* No answer carries an ad cost: Vikreta has no marketplace ad data (the spec's 'Not available'). */}
            <Metric label="CPC" value="Not available" estimate={false} />
          </div>
        </CardBody>
      </Card>
      <Suspense fallback={null}>
        <MeasuredKeywords
          keyword={result.keyword || body.keyword}
          related={[...result.relatedKeywords, ...result.longTailKeywords]}
        />
      </Suspense>
      <Card>
        <CardBody className="space-y-4">
          <ExportBar
            rows={keywordRows(result)}
            what="Keyword"
            fileName={exportFileName('keywords', result.keyword || body.keyword)}
          />
          <ResultTabs
            label="Keyword research results"
            tabs={[
              {
                value: 'related',
                kind: 'keywords',
                label: 'Related Keywords',
                count: result.relatedKeywords.length,
                content: <KeywordChips keywords={result.relatedKeywords} label="Related keywords" />,
              },
              {
                value: 'long-tail',
                kind: 'keywords',
                label: 'Long Tail Keywords',
                count: result.longTailKeywords.length,
                content: (
                  <div className="space-y-5">
                    <KeywordChips keywords={result.longTailKeywords} label="Long tail keywords" />
                    <SpellingVariants variants={result.spellingVariants ?? []} />
                  </div>
                ),
              },
              {
                value: 'suggestions',
                kind: 'list',
                label: 'Suggestions',
                count: result.suggestions.length,
                content: <TextList items={result.suggestions} empty="No suggestions in this answer." />,
              },
              {
                value: 'platforms',
                kind: 'platforms',
                label: 'Platform Insights',
                count: result.platformInsights.length,
                content: (
                  <PlatformNotesList
                    groups={result.platformInsights.map((p) => ({ platform: p.platform, notes: p.insights }))}
                    empty="No platform insights in this answer."
                  />
                ),
              },
            ]}
          />
        </CardBody>
      </Card>
    </>
  );
}
