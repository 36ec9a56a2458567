import type { ReactNode } from 'react';
import { RichText } from '@/components/rich-text';
import { stripMarkers } from '../history-rules';
import { present, textOf, textsOf } from './result-layout';
import { Chips, EstimateNote, Flexible, PlatformNotes, Section } from './view-parts';

function TitleOptions({ value }: { value: unknown }) {
  return (
    <ol className="space-y-2">
      {textsOf(value).map((title, i) => (
        <li key={i} className="rounded-xl bg-slate-50 p-3">
          <p className="text-xs font-medium text-slate-500">Option {i + 1}</p>
          <p className="text-sm break-words text-slate-900">{stripMarkers(title)}</p>
        </li>
      ))}
    </ol>
  );
}

const chipsOr = (label: string) =>
  function ChipList({ value }: { value: unknown }) {
    const items = textsOf(value);
    return items.length > 0 ? <Chips items={items} label={label} /> : <Flexible value={value} />;
  };
const TargetKeywords = chipsOr('Target keywords');
const CategoryChips = chipsOr('Category suggestions');

/** The sections of an optimization answer, in display order; only those present are shown. */
const sections: ReadonlyArray<[field: string, title: string, view: (value: unknown) => ReactNode]> = [
  [
    'optimizedTitle',
    'Optimized Title',
    (v) => <p className="text-base font-semibold break-words text-slate-900">{stripMarkers(textOf(v))}</p>,
  ],
  ['titleSuggestions', 'Title Suggestions', (v) => <TitleOptions value={v} />],
  ['seoAnalysis', 'SEO Analysis', (v) => <RichText value={v} />],
  ['optimizedDescription', 'Optimized Description', (v) => <RichText value={v} />],
  ['shortDescription', 'Short Description', (v) => <RichText value={v} />],
  [
    'platformSpecificTips',
    'Platform-specific Tips',
    (v) => <PlatformNotes value={v} fields={['tips', 'tip']} />,
  ],
  ['seoRecommendations', 'SEO Recommendations', (v) => <Flexible value={v} />],
  ['bulletPoints', 'Key Features and Benefits', (v) => <Flexible value={v} />],
  ['keywords', 'Target Keywords', (v) => <TargetKeywords value={v} />],
  ['searchTerms', 'Backend Search Terms', (v) => <Flexible value={v} />],
  ['categorySuggestions', 'Category Suggestions', (v) => <CategoryChips value={v} />],
  ['conversionTips', 'Conversion Tips', (v) => <Flexible value={v} />],
  ['marketingTips', 'Marketing Tips', (v) => <Flexible value={v} />],
  ['pricingStrategy', 'Pricing Strategy', (v) => <Flexible value={v} />],
  ['productFeatures', 'Product Features', (v) => <Flexible value={v} />],
];

/** Lists whose size is worth showing beside their title. */
const counted = new Set(['titleSuggestions', 'keywords', 'categorySuggestions']);

/** A listing optimization answer: each of the spec's sections that the answer holds. */
export function OptimizationView({ data }: { data: Record<string, unknown> }) {
  return (
    <div className="space-y-5" data-layout="optimization">
      <EstimateNote data={data} />
      {sections.map(
        ([field, title, view]) =>
          present(data[field]) && (
            <Section
              key={field}
              title={title}
              count={counted.has(field) ? textsOf(data[field]).length : undefined}
            >
              {view(data[field])}
            </Section>
          ),
      )}
    </div>
  );
}
