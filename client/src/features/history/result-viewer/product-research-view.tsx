import { platformLabel } from '@common/constants/platforms';
import { RichText } from '@/components/rich-text';
import { stripMarkers } from '../history-rules';
import { present, recordsOf, textOf, textsOf } from './result-layout';
import { Bullets, EstimateNote, Flexible, PlatformNotes, Section } from './view-parts';

const analyses = [
  ['marketAnalysis', 'Market Analysis'],
  ['competitorAnalysis', 'Competitor Analysis'],
  ['pricingInsights', 'Pricing Insights'],
  ['demandTrends', 'Demand Trends'],
] as const;

const competitorFields = [
  ['strengths', 'Strengths'],
  ['weaknesses', 'Weaknesses'],
  ['pricing', 'Pricing'],
] as const;

function Competitors({ value }: { value: unknown }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {recordsOf(value).map((c, i) => {
        const platform = textOf(c.platform);
        return (
          <li key={i} className="min-w-0 space-y-2 rounded-xl border border-slate-200 p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold break-words text-slate-900">
                {stripMarkers(textOf(c.name) || textOf(c.competitor) || `Competitor ${i + 1}`)}
              </p>
              {platform && <span className="text-xs text-slate-500">{platformLabel(platform)}</span>}
            </div>
            {present(c.description) && <RichText value={c.description} />}
            {competitorFields.map(
              ([field, label]) =>
                present(c[field]) && (
                  <div key={field} className="text-sm">
                    <p className="text-xs font-medium text-slate-500">{label}</p>
                    <Flexible value={c[field]} />
                  </div>
                ),
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A product research answer: the four analyses, platform opportunities, recommendations, competitors. */
export function ProductResearchView({ data }: { data: Record<string, unknown> }) {
  const recommendations = textsOf(data.recommendations);
  return (
    <div className="space-y-5" data-layout="product-research">
      <EstimateNote data={data} />
      {analyses.map(
        ([field, title]) =>
          present(data[field]) && (
            <Section key={field} title={title}>
              <RichText value={data[field]} />
            </Section>
          ),
      )}
      {present(data.platformOpportunities) && (
        <Section title="Platform Opportunities">
          <PlatformNotes value={data.platformOpportunities} fields={['opportunities', 'opportunity']} />
        </Section>
      )}
      {recommendations.length > 0 && (
        <Section title="Recommendations">
          <Bullets items={recommendations} />
        </Section>
      )}
      {recordsOf(data.competitors).length > 0 && (
        <Section title="Competitors" count={recordsOf(data.competitors).length}>
          <Competitors value={data.competitors} />
        </Section>
      )}
    </div>
  );
}
