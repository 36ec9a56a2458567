import {
  builtinSource,
  type KeywordResearchRequest,
  type KeywordResearchResponse,
  type ProductOptimizationRequest,
  type ProductOptimizationResponse,
  type ProductResearchRequest,
  type ProductResearchResponse,
} from '@common/contracts/ai';
import type { ListingCheck, ListingFinding } from '@common/contracts/listing-check';
import { checklistLines, missingAttributes } from '@common/listing-facts/checklist';
import {
  guardKeywordResearch,
  guardOptimization,
  guardProductResearch,
  optimizationContext,
} from '@common/listing-guard/index';
import { keywordResearch, productOptimization, productResearch } from '../../providers/ai/builtin/index.js';
import type { AnswerReviews } from '../../providers/ai/openai/review.js';

/**
 * The listing guard applied to an answer of any engine, before it is stored or shown. A model's answer
 * gets the built-in engine's answer as fallback, to refill what the guard had to empty and to replace
 * text in the wrong script; the built-in engine's own answer is only checked and cleaned.
 */
function scriptNotice(check: ListingCheck, current: string | undefined): string | undefined {
  const script = check.findings.find((f) => f.rule === 'language.script');
  if (!script) return current;
  return script.action === 'repaired'
    ? `The model did not answer in ${script.text}; Vikreta's own ${script.text} text is shown for the descriptive parts.`
    : `The model did not answer in ${script.text}.`;
}

/** The guard's serious findings on a model's answer, as the message the model gets back once. */
function reviewMessage(findings: readonly ListingFinding[]): string | null {
  const serious = findings.filter((f) => f.severity === 'error' || f.rule === 'language.script');
  if (serious.length === 0) return null;
  const lines = serious
    .slice(0, 15)
    .map((f) => `- ${f.field}: ${f.message}${f.text ? ` ('${f.text.slice(0, 80)}')` : ''}`);
  return `Your answer broke these listing rules:\n${lines.join('\n')}\nAnswer again with the whole JSON object, fixed.`;
}

/** What a model engine sends back to the model once: the same guard as every answer gets. */
export const guardReviews: AnswerReviews = {
  keywordResearch: (r) => (a) => reviewMessage(guardKeywordResearch(r, a).check.findings),
  productResearch: (r) => (a) => reviewMessage(guardProductResearch(r, a).check.findings),
  productOptimization: (r) => (a) => reviewMessage(guardOptimization(r, a).check.findings),
};

export function guardedKeywordResearch(
  req: KeywordResearchRequest,
  answer: KeywordResearchResponse,
): KeywordResearchResponse {
  const fallback = answer.source === builtinSource ? undefined : keywordResearch(req);
  const { result, check } = guardKeywordResearch(req, answer, fallback);
  const notice = scriptNotice(check, answer.languageNotice);
  return {
    ...answer,
    ...result,
    listingCheck: check,
    ...(notice ? { languageNotice: notice } : {}),
    ...(fallback?.spellingVariants && !answer.spellingVariants
      ? { spellingVariants: fallback.spellingVariants }
      : {}),
  };
}

export function guardedProductResearch(
  req: ProductResearchRequest,
  answer: ProductResearchResponse,
): ProductResearchResponse {
  const fallback = answer.source === builtinSource ? undefined : productResearch(req);
  const { result, check } = guardProductResearch(req, answer, fallback);
  return { ...answer, ...result, listingCheck: check };
}

export function guardedProductOptimization(
  req: ProductOptimizationRequest,
  answer: ProductOptimizationResponse,
): ProductOptimizationResponse {
  const fallback = answer.source === builtinSource ? undefined : productOptimization(req);
  const ctx = optimizationContext(req);
  const { facts } = ctx;
  const missing = facts.noun ? missingAttributes(facts, facts.noun.entry.profile.checklist) : [];
  const { result, check } = guardOptimization(req, answer, fallback, missing.length, ctx);
  const notice = scriptNotice(check, answer.languageNotice);
  return {
    ...answer,
    ...result,
    listingCheck: check,
    facts: answer.facts ?? fallback?.facts ?? [],
    checklist: answer.checklist ?? checklistLines(missing, req.language ?? 'en'),
    ...(notice ? { languageNotice: notice } : {}),
  };
}
