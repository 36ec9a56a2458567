import { present, textOf, textsOf } from './result-layout';
import { Bullets, Chips, EstimateNote, Facts, PlatformNotes, Section } from './view-parts';

const notAvailable = 'Not available';

/** A keyword research answer: the four figures, keyword lists, suggestions and platform insights. */
export function KeywordView({ data }: { data: Record<string, unknown> }) {
  const related = textsOf(data.relatedKeywords);
  const longTail = textsOf(data.longTailKeywords);
  const suggestions = textsOf(data.suggestions);
  const variants = textsOf(data.spellingVariants);
  return (
    <div className="space-y-5" data-layout="keyword">
      <EstimateNote data={data} />
      <Facts
        facts={[
          { label: 'Keyword', value: textOf(data.keyword) || notAvailable },
          { label: 'Search Volume', value: textOf(data.searchVolume) || notAvailable },
          { label: 'Competition', value: textOf(data.competition) || notAvailable },
          { label: 'CPC', value: textOf(data.cpc) || notAvailable },
        ]}
      />
      {related.length > 0 && (
        <Section title="Related Keywords" count={related.length}>
          <Chips items={related} label="Related keywords" />
        </Section>
      )}
      {longTail.length > 0 && (
        <Section title="Long Tail Keywords" count={longTail.length}>
          <Chips items={longTail} label="Long tail keywords" />
        </Section>
      )}
      {variants.length > 0 && (
        <Section title="Spelling Variants" count={variants.length}>
          <Chips items={variants} label="Spelling variants" />
        </Section>
      )}
      {suggestions.length > 0 && (
        <Section title="Strategic Suggestions">
          <Bullets items={suggestions} />
        </Section>
      )}
      {present(data.platformInsights) && (
        <Section title="Platform Insights">
          <PlatformNotes value={data.platformInsights} fields={['insights', 'insight']} />
        </Section>
      )}
    </div>
  );
}
