import type { KeywordResearchRequest, KeywordResearchResult } from '../contracts/ai';
import { withoutRemovedKeywords } from './tidy';
import type { ListingFinding } from '../contracts/listing-check';
import { extractFacts } from '../listing-facts/extract';
import { keyFacts } from '../listing-facts/key-facts';
import type { GuardContext } from './context';
import { hasContact as carriesContact } from './contacts';
import { adviceContactPatterns, sources } from './data/listing-rules';
import { finding, listingCheck } from './findings';
import type { GuardResult } from './guard-optimization';
import { guardFields } from './guard-fields';
import { guardKeywordList } from './keywords';
import { refillLists } from './refill';
import { ruleLabels } from './labels';
import { guardPlatformEntries } from './platforms';
import { inRequestedScript, scriptFinding } from './script-check';

const levels = { low: 'Low', medium: 'Medium', high: 'High' } as const;
const hasContact = (s: string) => carriesContact(s, adviceContactPatterns);

/**
 * A keyword research answer through the guard: the seller's keyword kept as typed (Indian scripts
 * intact), estimates with low ≤ high, keyword lists on topic, known platforms only, the requested script.
 */
export function guardKeywordResearch(
  req: KeywordResearchRequest,
  answer: KeywordResearchResult,
  fallback?: KeywordResearchResult,
): GuardResult<KeywordResearchResult> {
  const facts = extractFacts({ productName: req.keyword, category: req.category ?? null });
  const ctx: GuardContext = {
    facts,
    keyFacts: keyFacts(facts),
    category: req.category ?? facts.noun?.entry.category ?? null,
    platform: req.platform,
    language: req.language,
    origin: 'generated',
  };
  const findings: ListingFinding[] = [];
  const result: KeywordResearchResult = { ...answer };
  const keyword = req.keyword.trim().normalize('NFC');
  if (answer.keyword.normalize('NFC') !== keyword) {
    findings.push(
      finding(
        'keyword.changed',
        'warning',
        'repaired',
        'keyword',
        answer.keyword,
        'The keyword is shown as you typed it.',
        sources.vikreta,
      ),
    );
    result.keyword = keyword;
  }
  const est = answer.searchVolumeEstimate;
  if (est && (est.low > est.high || est.low < 0)) {
    findings.push(
      finding(
        'estimate.range',
        'error',
        'repaired',
        'searchVolumeEstimate',
        `${est.low}–${est.high}`,
        'The estimate had its low end above its high end.',
        sources.vikreta,
      ),
    );
    result.searchVolumeEstimate = fallback?.searchVolumeEstimate ?? {
      low: Math.min(est.low, est.high),
      high: Math.max(est.low, est.high),
    };
    result.searchVolume = fallback?.searchVolume ?? answer.searchVolume;
  }
  if (!answer.competition.toLowerCase().startsWith(answer.competitionLevel)) {
    findings.push(
      finding(
        'estimate.competition',
        'warning',
        'repaired',
        'competition',
        answer.competition,
        'The competition text disagreed with its level.',
        sources.vikreta,
      ),
    );
    result.competition = `${levels[answer.competitionLevel]} (estimate)`;
  }
  const options = { noun: facts.noun?.entry, sellerWords: req.keyword, listing: false };
  const removedKeywords: string[] = [];
  for (const field of ['relatedKeywords', 'longTailKeywords'] as const) {
    const g = guardKeywordList(answer[field], field, ctx, options);
    findings.push(...g.findings);
    removedKeywords.push(...g.findings.filter((f) => f.action === 'removed').map((f) => f.text));
    result[field] = g.items;
    if (g.items.length === 0 && fallback) {
      result[field] = fallback[field];
      findings.push(
        finding(
          'keyword.empty',
          'warning',
          'repaired',
          field,
          '',
          'The list was empty; Vikreta added keywords from its vocabulary.',
          sources.vikreta,
        ),
      );
    }
  }
  // Advice names no keyword the guard took out of the lists.
  const scrub = (texts: readonly string[]) =>
    texts.map((t) => withoutRemovedKeywords(t, removedKeywords)).filter(Boolean);
  const suggestions = scrub(answer.suggestions.filter((s) => !hasContact(s)));
  result.suggestions = suggestions.length > 0 || !fallback ? suggestions : fallback.suggestions;
  const insights = guardPlatformEntries(
    answer.platformInsights,
    'platformInsights',
    req.platform,
    ctx.category,
    facts.noun?.entry,
  );
  findings.push(...insights.findings);
  const scrubbedInsights = insights.entries
    .map((e) => ({ ...e, insights: scrub(e.insights) }))
    .filter((e) => e.insights.length > 0);
  result.platformInsights =
    scrubbedInsights.length > 0 || !fallback ? scrubbedInsights : fallback.platformInsights;

  const every = guardFields('keywords', result, ctx);
  findings.push(...every.findings);
  Object.assign(result, every.result);
  const generated = (r: KeywordResearchResult) => [
    ...r.suggestions,
    ...r.platformInsights.flatMap((p) => p.insights),
  ];
  if (!inRequestedScript(generated(result), req.language)) {
    const canRepair = fallback && inRequestedScript(generated(fallback), req.language);
    findings.push(scriptFinding(req.language, 'suggestions', Boolean(canRepair)));
    if (canRepair) {
      result.suggestions = fallback.suggestions;
      result.platformInsights = fallback.platformInsights;
    }
  }
  const out = refillLists(result, fallback, ['relatedKeywords', 'longTailKeywords', 'suggestions']);
  return { result: out, check: listingCheck(findings, 0, ruleLabels) };
}
