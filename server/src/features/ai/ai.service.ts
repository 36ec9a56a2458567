import type {
  KeywordResearchRequest,
  KeywordResearchResponse,
  ProductOptimizationRequest,
  ProductOptimizationResponse,
  ProductResearchRequest,
  ProductResearchResponse,
} from '@common/contracts/ai';
import type { AppContext } from '../../context.js';
import { guardedKeywordResearch, guardedProductOptimization, guardedProductResearch } from './ai-guard.js';

/** The three AI tools: the configured engine answers, the listing guard checks and repairs the answer. */
export const aiService = (ctx: AppContext) => ({
  keywordResearch: async (req: KeywordResearchRequest): Promise<KeywordResearchResponse> =>
    guardedKeywordResearch(req, await ctx.ai.keywordResearch(req)),
  productResearch: async (req: ProductResearchRequest): Promise<ProductResearchResponse> =>
    guardedProductResearch(req, await ctx.ai.productResearch(req)),
  productOptimization: async (req: ProductOptimizationRequest): Promise<ProductOptimizationResponse> =>
    guardedProductOptimization(req, await ctx.ai.productOptimization(req)),
});
