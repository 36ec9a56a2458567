import type { ProductResearchRequest, ProductResearchResult } from '../contracts/ai';
import type { ListingFinding } from '../contracts/listing-check';
import { priceRangeBounds } from '../constants/options';
import { extractFacts } from '../listing-facts/extract';
import { matchNoun } from '../product-vocabulary/index';
import type { GuardContext } from './context';
import { guardFields } from './guard-fields';
import { refillLists } from './refill';
import { wordsOf } from '../text/scripts';
import { hasContact } from './contacts';
import { adviceContactPatterns as contactPatterns, sources } from './data/listing-rules';
import { finding, listingCheck } from './findings';
import type { GuardResult } from './guard-optimization';
import { ruleLabels } from './labels';
import { guardPlatformEntries } from './platforms';

const textFields = ['marketAnalysis', 'competitorAnalysis', 'pricingInsights', 'demandTrends'] as const;

/**
 * A product research answer through the guard: known platforms where the product sells, no contact
 * details, recommendations present, and the seller's product named as typed (Indian scripts intact).
 */
export function guardProductResearch(
  req: ProductResearchRequest,
  answer: ProductResearchResult,
  fallback?: ProductResearchResult,
): GuardResult<ProductResearchResult> {
  const findings: ListingFinding[] = [];
  const result: ProductResearchResult = { ...answer };
  const name = req.productName.trim().normalize('NFC');
  if (!textFields.some((f) => result[f].normalize('NFC').includes(name))) {
    findings.push(
      finding(
        'research.product-name',
        'info',
        'repaired',
        'marketAnalysis',
        name,
        'The product is named as you typed it.',
        sources.vikreta,
      ),
    );
    result.marketAnalysis = `## ${name}\n\n${result.marketAnalysis}`;
  }
  const noun = matchNoun(wordsOf(req.productName), req.category)?.entry;
  const category = req.category ?? noun?.category ?? null;
  const g = guardPlatformEntries(
    answer.platformOpportunities,
    'platformOpportunities',
    req.platform,
    category,
    noun,
  );
  findings.push(...g.findings);
  result.platformOpportunities =
    g.entries.length > 0 || !fallback ? g.entries : fallback.platformOpportunities;
  const recommendations = answer.recommendations.filter((r) => !hasContact(r, contactPatterns));
  result.recommendations =
    recommendations.length > 0 || !fallback ? recommendations : fallback.recommendations;
  const facts = extractFacts({ productName: req.productName, category });
  const ctx: GuardContext = {
    facts,
    keyFacts: [],
    category,
    platform: req.platform,
    language: 'en',
    origin: 'generated',
  };
  const priceRange = req.priceRange ? priceRangeBounds[req.priceRange] : undefined;
  const every = guardFields('research', result, ctx, priceRange ? { priceRange } : {});
  findings.push(...every.findings);
  const out = refillLists(every.result, fallback, ['recommendations']);
  return { result: out, check: listingCheck(findings, 0, ruleLabels) };
}
