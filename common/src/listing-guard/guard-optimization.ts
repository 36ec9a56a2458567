import type { ProductOptimizationRequest, ProductOptimizationResult } from '../contracts/ai';
import type { ListingCheck, ListingFinding } from '../contracts/listing-check';
import { extractFacts, type ListingFacts } from '../listing-facts/extract';
import { keyFacts } from '../listing-facts/key-facts';
import type { GuardContext } from './context';
import { descriptionMax, shortDescriptionMax, sources } from './data/listing-rules';
import { finding, listingCheck } from './findings';
import { guardKeywordList } from './keywords';
import { ruleLabels } from './labels';
import { guardPlatformEntries } from './platforms';
import { guardProse } from './prose';
import { inRequestedScript, scriptFinding } from './script-check';
import { guardTitle } from './title';

export interface GuardResult<T> {
  result: T;
  check: ListingCheck;
}

export function optimizationContext(req: ProductOptimizationRequest): GuardContext {
  const facts: ListingFacts = extractFacts({ ...req, category: req.category ?? null });
  return {
    facts,
    keyFacts: keyFacts(facts),
    category: req.category ?? facts.noun?.entry.category ?? null,
    platform: req.platform,
    language: req.language ?? 'en',
    origin: 'generated',
  };
}

/**
 * A listing optimization answer, from any engine, through the listing guard: every title, both
 * descriptions, the keywords and the tips. What breaks a rule is removed or repaired; with a `fallback`
 * (the built-in engine's answer) an emptied list is refilled and a wrong-language text replaced.
 */
export function guardOptimization(
  req: ProductOptimizationRequest,
  answer: ProductOptimizationResult,
  fallback?: ProductOptimizationResult,
  missingFacts = 0,
): GuardResult<ProductOptimizationResult> {
  const ctx = optimizationContext(req);
  const findings: ListingFinding[] = [];
  const titles: string[] = [];
  answer.titleSuggestions.forEach((t, i) => {
    const g = guardTitle(t, `titleSuggestions[${i}]`, ctx);
    findings.push(...g.findings);
    if (g.title && !titles.some((x) => x.toLowerCase() === g.title!.toLowerCase())) titles.push(g.title);
  });
  if (titles.length === 0 && fallback) {
    titles.push(...fallback.titleSuggestions);
    findings.push(
      finding(
        'title.empty',
        'error',
        'repaired',
        'titleSuggestions',
        '',
        'No title was left; Vikreta built titles from your facts.',
        sources.vikreta,
      ),
    );
  }
  const description = guardProse(
    answer.optimizedDescription,
    'optimizedDescription',
    ctx,
    descriptionMax[req.platform],
  );
  const short = guardProse(answer.shortDescription, 'shortDescription', ctx, shortDescriptionMax);
  findings.push(...description.findings, ...short.findings);
  let optimizedDescription = description.text || fallback?.optimizedDescription || '';
  let shortDescription = short.text || fallback?.shortDescription || '';

  const kw = guardKeywordList(answer.keywords, 'keywords', ctx, {
    noun: ctx.facts.noun?.entry,
    sellerWords: ctx.facts.text,
    listing: true,
  });
  findings.push(...kw.findings);
  let keywords = kw.items;
  if (keywords.length === 0 && fallback) {
    keywords = fallback.keywords;
    findings.push(
      finding(
        'keyword.empty',
        'warning',
        'repaired',
        'keywords',
        '',
        'The keyword list was empty; Vikreta added keywords from its vocabulary.',
        sources.vikreta,
      ),
    );
  }
  const tips = guardPlatformEntries(
    answer.platformSpecificTips,
    'platformSpecificTips',
    req.platform,
    ctx.category,
    ctx.facts.noun?.entry,
  );
  findings.push(...tips.findings);
  const platformSpecificTips =
    tips.entries.length > 0 || !fallback ? tips.entries : fallback.platformSpecificTips;

  if (!inRequestedScript([optimizedDescription, shortDescription], ctx.language)) {
    const canRepair =
      fallback && inRequestedScript([fallback.optimizedDescription, fallback.shortDescription], ctx.language);
    findings.push(scriptFinding(ctx.language, 'optimizedDescription', Boolean(canRepair)));
    if (canRepair) {
      optimizedDescription = fallback.optimizedDescription;
      shortDescription = fallback.shortDescription;
    }
  }
  return {
    result: {
      titleSuggestions: titles,
      optimizedDescription,
      shortDescription,
      keywords,
      platformSpecificTips,
    },
    check: listingCheck(findings, missingFacts, ruleLabels),
  };
}
