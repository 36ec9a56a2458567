import { createElement, type ComponentType } from 'react';
import type { AiToolConfig, AiToolKey } from './ai-tool-config';

type Screen = { default: ComponentType };

/** Loads the one tool page with one tool's config, so each route ships only that tool's form and results. */
async function screenOf<Body extends Record<string, unknown>, Result>(
  config: Promise<AiToolConfig<Body, Result>>,
): Promise<Screen> {
  const [{ AiToolPage }, tool] = await Promise.all([import('./ai-tool-page'), config]);
  return { default: () => createElement(AiToolPage<Body, Result>, { tool }) };
}

const screens: Record<AiToolKey, () => Promise<Screen>> = {
  keyword_research: () =>
    screenOf(import('./keyword-research/keyword-tool').then((m) => m.keywordResearchTool)),
  product_research: () =>
    screenOf(import('./product-research/research-tool').then((m) => m.productResearchTool)),
  product_optimization: () =>
    screenOf(import('./product-optimization/optimization-tool').then((m) => m.productOptimizationTool)),
};

/** The screen of an AI tool, for React.lazy in the route table. */
export const aiToolScreen = (key: AiToolKey) => screens[key];
