import {
  builtinSource,
  type ProductResearchRequest,
  type ProductResearchResponse,
} from '@common/contracts/ai';
import type { MarketplacePlatform } from '@common/constants/options';
import { analyzeSeed } from './analyze';
import { fittingPlatforms } from './cite';
import { estimate } from './estimates';
import { messagesFor } from './i18n/index';
import { buildKeywords } from './keyword-candidates';
import { andList, comparedFacts, q, type ResearchContext } from './research-context';
import { platformOpportunities } from './research-opportunities';
import { pricingInsights } from './research-pricing';
import { competitorAnalysis, demandTrends, marketAnalysis } from './research-sections';
import { categorySeasons, monthsLabel } from './seasons';

/** Product research by the built-in engine: sections built from the product's own data. */
export function productResearch(req: ProductResearchRequest): ProductResearchResponse {
  const a = analyzeSeed(req.productName, req.category);
  const fitting = fittingPlatforms(a);
  const platforms: MarketplacePlatform[] =
    req.platform === 'all'
      ? fitting.slice(0, 5)
      : [req.platform, ...fitting.filter((p) => p !== req.platform).slice(0, 2)];
  const ctx: ResearchContext = {
    a,
    est: estimate(a, req.platform),
    kw: buildKeywords(a, 'en', { related: 8, longTail: 10 }),
    platforms,
    fitting,
    ...(req.priceRange ? { priceRange: req.priceRange } : {}),
    ...(req.researchLocation?.trim() ? { location: req.researchLocation.trim() } : {}),
  };
  return {
    marketAnalysis: marketAnalysis(ctx),
    competitorAnalysis: competitorAnalysis(ctx),
    pricingInsights: pricingInsights(ctx),
    demandTrends: demandTrends(ctx),
    platformOpportunities: platforms.map((p) => ({
      platform: p,
      opportunities: platformOpportunities(p, ctx),
    })),
    recommendations: recommendations(ctx),
    source: builtinSource,
    isEstimate: true,
    ...(a.noun ? {} : { vocabularyNotice: messagesFor('en').noVocabulary(a.input) }),
  };
}

function recommendations(ctx: ResearchContext): string[] {
  const { a, est, kw } = ctx;
  const facts = comparedFacts(a);
  const sizes = a.noun?.profile.sizes.filter((s) => /\d/.test(s)).slice(0, 3) ?? [];
  const season = categorySeasons(a.category)[0];
  return [
    `Lead the title with ${q(a.base)}${facts.length > 0 ? ` and state ${andList(facts.slice(0, 3))}` : ''}: buyers filter and compare on ${facts.length > 0 ? 'these' : 'the facts you state'}.`,
    kw.longTail.length > 1
      ? `Target long-tail searches first (${kw.longTail.slice(0, 2).map(q).join(', ')}): cheaper ads and fewer competitors.`
      : `Add your own qualifiers to ${q(a.base)} (size, material, use): Vikreta has no vocabulary for it yet.`,
    est.competitionLevel === 'high'
      ? `Competition for ${q(a.base)} is high: differentiate with a specific variant, bundle or material rather than price alone.`
      : `Competition for ${q(a.base)} is ${est.competitionLevel}: a listing with every fact stated and good images can reach the first page.`,
    `${a.noun?.profile.kind === 'dish' ? `Plan ingredients and staff for ${a.base}` : `Stock ${a.base} 4–6 weeks`} before ${season ? `${season.name} (${monthsLabel(season.months)}) and ` : ''}the festive quarter (September–November).`,
    sizes.length > 1
      ? `Offer ${sizes.join(', ')} as variants of one ${a.base} listing: shoppers type the size with the name.`
      : `Offer a value pack or combo of ${a.base} to raise the order value.`,
    `Check fees for your ${a.base} price before launch: marketplace fees carry 18% GST, and TCS and TDS are deducted from payouts.`,
    `These figures for ${a.base} are estimates from Vikreta’s product data: validate with a small first batch before scaling.`,
  ];
}
