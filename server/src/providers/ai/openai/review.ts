import type {
  KeywordResearchRequest,
  KeywordResearchResult,
  ProductOptimizationRequest,
  ProductOptimizationResult,
  ProductResearchRequest,
  ProductResearchResult,
} from '@common/contracts/ai';
import type { ListingFinding } from '@common/contracts/listing-check';
import { guardKeywordResearch, guardOptimization, guardProductResearch } from '@common/listing-guard/index';

/**
 * The listing guard's findings on a model's answer, as a message the model can act on. The engine sends
 * it back once; what still fails afterwards is removed or repaired by the guard before anyone sees it.
 */
export type Review<T> = (answer: T) => string | null;

function message(findings: readonly ListingFinding[]): string | null {
  const serious = findings.filter((f) => f.severity === 'error' || f.rule === 'language.script');
  if (serious.length === 0) return null;
  const lines = serious
    .slice(0, 15)
    .map((f) => `- ${f.field}: ${f.message}${f.text ? ` ('${f.text.slice(0, 80)}')` : ''}`);
  return `Your answer broke these listing rules:\n${lines.join('\n')}\nAnswer again with the whole JSON object, fixed.`;
}

export const reviews = {
  keywordResearch:
    (r: KeywordResearchRequest): Review<KeywordResearchResult> =>
    (a) =>
      message(guardKeywordResearch(r, a).check.findings),
  productResearch:
    (r: ProductResearchRequest): Review<ProductResearchResult> =>
    (a) =>
      message(guardProductResearch(r, a).check.findings),
  productOptimization:
    (r: ProductOptimizationRequest): Review<ProductOptimizationResult> =>
    (a) =>
      message(guardOptimization(r, a).check.findings),
};
