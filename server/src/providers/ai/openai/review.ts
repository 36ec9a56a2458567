import type {
  KeywordResearchRequest,
  KeywordResearchResult,
  ProductOptimizationRequest,
  ProductOptimizationResult,
  ProductResearchRequest,
  ProductResearchResult,
} from '@common/contracts/ai';

/**
 * What is wrong with a model's answer, as a message the model can act on, or null when nothing is. The engine
 * sends it back once; what still fails afterwards is removed or repaired by the listing guard before anyone
 * sees it. The AI feature provides them (features/ai/ai-guard.ts), so the guard is run from one place.
 */
export type Review<T> = (answer: T) => string | null;

export interface AnswerReviews {
  keywordResearch(r: KeywordResearchRequest): Review<KeywordResearchResult>;
  productResearch(r: ProductResearchRequest): Review<ProductResearchResult>;
  productOptimization(r: ProductOptimizationRequest): Review<ProductOptimizationResult>;
}
