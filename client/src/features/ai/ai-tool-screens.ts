import { createElement, type ComponentType } from 'react';
import type { AiToolConfig, AiToolKey } from './ai-tool-config';

type Screen = { default: ComponentType };
type AnyTool = AiToolConfig<never, never>;

/** Each tool's config, loaded on its own, so each route ships only that tool's form and results. */
export const aiToolConfigs: Record<AiToolKey, () => Promise<AnyTool>> = {
  keyword_research: () =>
    import('./keyword-research/keyword-tool').then((m) => m.keywordResearchTool as unknown as AnyTool),
  product_research: () =>
    import('./product-research/research-tool').then((m) => m.productResearchTool as unknown as AnyTool),
  product_optimization: () =>
    import('./product-optimization/optimization-tool').then(
      (m) => m.productOptimizationTool as unknown as AnyTool,
    ),
};

/** The screen of an AI tool, for React.lazy in the route table: the one tool page with one tool's config. */
export const aiToolScreen = (key: AiToolKey) => async (): Promise<Screen> => {
  const [{ AiToolPage }, tool] = await Promise.all([import('./ai-tool-page'), aiToolConfigs[key]()]);
  return { default: () => createElement(AiToolPage<never, never>, { tool }) };
};
