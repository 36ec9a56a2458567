import {
  keywordResearchRequestSchema,
  keywordResearchResultSchema,
  productOptimizationRequestSchema,
  productOptimizationResultSchema,
  productResearchRequestSchema,
  productResearchResultSchema,
} from '@common/contracts/ai';
import {
  keywordResearch,
  productOptimization,
  productResearch,
} from '../../../providers/ai/builtin/index.js';
import { guardedKeywordResearch, guardedProductOptimization, guardedProductResearch } from '../ai-guard.js';
import { badLlmAnswer } from './bad-llm-answers.js';
import type { EvalCase } from './eval-cases.js';
import { evaluate, type RuleResult } from './eval-rules.js';

/**
 * Runs one case through an engine and the listing guard, as the API does: 'builtin' is the built-in
 * engine's answer; 'llm' is a deliberately bad model answer (bad-llm-answers.ts) with the built-in answer
 * as the guard's fallback.
 */
export type EvalEngine = 'builtin' | 'llm';
const llmMeta = { source: 'eval-model', isEstimate: true };

export function answerFor(c: EvalCase, engine: EvalEngine): unknown {
  if (c.tool === 'keywords') {
    const req = keywordResearchRequestSchema.parse(c.request);
    const answer =
      engine === 'builtin'
        ? keywordResearch(req)
        : { ...keywordResearchResultSchema.parse(badLlmAnswer(c)), ...llmMeta };
    return guardedKeywordResearch(req, answer);
  }
  if (c.tool === 'research') {
    const req = productResearchRequestSchema.parse(c.request);
    const answer =
      engine === 'builtin'
        ? productResearch(req)
        : { ...productResearchResultSchema.parse(badLlmAnswer(c)), ...llmMeta };
    return guardedProductResearch(req, answer);
  }
  const req = productOptimizationRequestSchema.parse(c.request);
  const answer =
    engine === 'builtin'
      ? productOptimization(req)
      : { ...productOptimizationResultSchema.parse(badLlmAnswer(c)), ...llmMeta };
  return guardedProductOptimization(req, answer);
}

export interface CaseResult {
  id: string;
  tool: EvalCase['tool'];
  engine: EvalEngine;
  rules: RuleResult[];
  pass: boolean;
}

export function runCase(c: EvalCase, engine: EvalEngine): CaseResult {
  const rules = evaluate(c, answerFor(c, engine));
  return { id: c.id, tool: c.tool, engine, rules, pass: rules.every((r) => r.pass) };
}

/** Per tool and rule: how many cases pass it, out of how many check it. */
export function tally(results: readonly CaseResult[]): Map<string, { pass: number; total: number }> {
  const out = new Map<string, { pass: number; total: number }>();
  for (const r of results)
    for (const rule of [...r.rules, { rule: 'all rules', pass: r.pass }]) {
      const key = `${r.tool}\u0000${rule.rule}`;
      const t = out.get(key) ?? { pass: 0, total: 0 };
      t.total++;
      if (rule.pass) t.pass++;
      out.set(key, t);
    }
  return out;
}
