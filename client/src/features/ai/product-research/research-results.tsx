import type { ProductResearchRequest, ProductResearchResponse } from '@common/contracts/ai';
import { RichText } from '@/components/rich-text';
import { Card, CardBody } from '@/components/ui/card';
import { EmptyTab } from '../components/empty-tab';
import { EngineBanner } from '../components/engine-banner';
import { ListingCheckPanel } from '../listing-check/listing-check-panel';
import { ResultTabs } from '../components/result-tabs';
import { PlatformNotesList, TextList } from '../components/text-list';

function Analysis({ text }: { text: string }) {
  if (!text.trim()) return <EmptyTab>Nothing on this in the answer.</EmptyTab>;
  return <RichText value={text} />;
}

/** The six result tabs: Market, Competitors, Pricing, Trends, Opportunities (per platform), Recommendations. */
export function ResearchResults({
  body,
  result,
}: {
  body: ProductResearchRequest;
  result: ProductResearchResponse;
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
            <p className="text-sm text-slate-500">Research for</p>
            <h2 className="text-xl font-semibold break-words text-slate-900">{body.productName}</h2>
          </div>
          <ResultTabs
            label="Product research results"
            tabs={[
              ...(
                [
                  ['market', 'Market', result.marketAnalysis],
                  ['competitors', 'Competitors', result.competitorAnalysis],
                  ['pricing', 'Pricing', result.pricingInsights],
                  ['trends', 'Trends', result.demandTrends],
                ] as const
              ).map(([value, label, text]) => ({
                value,
                kind: 'analysis' as const,
                label,
                content: <Analysis text={text} />,
              })),
              {
                value: 'opportunities',
                kind: 'platforms',
                label: 'Opportunities',
                count: result.platformOpportunities.length,
                content: (
                  <PlatformNotesList
                    groups={result.platformOpportunities.map((p) => ({
                      platform: p.platform,
                      notes: p.opportunities,
                    }))}
                    empty="No platform opportunities in this answer."
                  />
                ),
              },
              {
                value: 'recommendations',
                kind: 'list',
                label: 'Recommendations',
                count: result.recommendations.length,
                content: (
                  <TextList items={result.recommendations} empty="No recommendations in this answer." />
                ),
              },
            ]}
          />
        </CardBody>
      </Card>
    </>
  );
}
