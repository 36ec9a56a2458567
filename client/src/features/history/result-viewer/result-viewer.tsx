import { GenericView } from './generic-view';
import { KeywordView } from './keyword-view';
import { OptimizationView } from './optimization-view';
import { ProductResearchView } from './product-research-view';
import { isRecord, resultLayout, type ResultLayout } from './result-layout';

const titles: Record<ResultLayout, string> = {
  keyword: 'Keyword Research Results',
  'product-research': 'Product Research Results',
  optimization: 'Optimization Results',
  generic: 'Research Results',
};

function Layout({ layout, data }: { layout: ResultLayout; data: unknown }) {
  if (!isRecord(data) || layout === 'generic') return <GenericView data={data} />;
  if (layout === 'keyword') return <KeywordView data={data} />;
  if (layout === 'product-research') return <ProductResearchView data={data} />;
  return <OptimizationView data={data} />;
}

/** The research results of one history entry, laid out by the tool's name. */
export function ResultViewer({ toolName, data }: { toolName: string; data: unknown }) {
  const layout = resultLayout(toolName, data);
  return (
    <section aria-label={titles[layout]} className="min-w-0 space-y-3">
      <h3 className="text-base font-semibold text-slate-900">{titles[layout]}</h3>
      <Layout layout={layout} data={data} />
    </section>
  );
}
