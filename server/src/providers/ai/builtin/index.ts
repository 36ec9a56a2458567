import type { AiEngine } from '@common/contracts/ai';
import { keywordResearch } from './keyword-research';
import { productOptimization } from './optimization';
import { productResearch } from './product-research';

/**
 * The built-in AI engine: deterministic and offline, grounded in the data files under ./market-data and the product vocabulary in common/src/product-vocabulary.
 * Same input, same answer; every figure is labelled an estimate (`source: 'builtin'`, `isEstimate: true`).
 */
export const builtinEngine: AiEngine = {
  keywordResearch: async (req) => keywordResearch(req),
  productResearch: async (req) => productResearch(req),
  productOptimization: async (req) => productOptimization(req),
};

export { keywordResearch, productOptimization, productResearch };
