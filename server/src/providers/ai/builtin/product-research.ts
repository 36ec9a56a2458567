import { findQuantities } from '@common/listing-facts/units';
import { andList } from '@common/text/and-list';
import { marketplace } from '@common/marketplaces/registry';
import {
  builtinSource,
  type ProductResearchRequest,
  type ProductResearchResponse,
} from '@common/contracts/ai';
import type { Category, PriceRange } from '@common/constants/options';
import type { MarketplaceId } from '@common/constants/platforms';
import { analyzeSeed } from './analyze';
import { fittingPlatforms } from './cite';
import { estimate } from './estimates';
import { messagesFor } from './i18n/index';
import { adTargets, buildKeywords, type KeywordSet } from './keyword-candidates';
import {
  adviceCategory,
  detailsField,
  comparedFacts,
  comparedFactsByPlace,
  q,
  soldByCount,
  soldInPacks,
  stockingOf,
  type ResearchContext,
  variantSizes,
} from './research-context';
import { platformOpportunities } from './research-opportunities';
import { pricingInsights, qualityCues, withinRange } from './research-pricing';
import { competitorAnalysis, demandTrends, marketAnalysis } from './research-sections';
import { firstPeaks, inFestiveQuarter, monthsLabel, peakSeasons } from './seasons';
import type { SellingSeason } from './market-data/seasonality';

/** Product research by the built-in engine: sections built from the product's own data. */
export function productResearch(req: ProductResearchRequest): ProductResearchResponse {
  const a = analyzeSeed(req.productName, req.category);
  const fitting = fittingPlatforms(a);
  // A seller who chose a marketplace gets its fees, sales and openings only; 'all' compares the fitting ones.
  const platforms: MarketplaceId[] = req.platform === 'all' ? fitting.slice(0, 5) : [req.platform];
  const ctx: ResearchContext = {
    a,
    // The estimates are the core phrase's, as the sections name it and as keyword research on it gives them.
    est: estimate(analyzeSeed(a.base, req.category), req.platform),
    kw: withinPriceRange(buildKeywords(a, 'en', { related: 8, longTail: 10 }), req.priceRange, a.input),
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
      opportunities: platformOpportunities(marketplace(p), ctx),
    })),
    recommendations: recommendations(ctx),
    source: builtinSource,
    isEstimate: true,
    ...(a.noun ? {} : { vocabularyNotice: messagesFor('en').noVocabulary(a.input) }),
  };
}

/**
 * Searches with a price ('… under 300') only where the seller's range can meet them, and none with a weight or
 * volume for a product sold by count ('1 Dozen'), in every section.
 */
function withinPriceRange(kw: KeywordSet, range: PriceRange | undefined, input: string): KeywordSet {
  const byCount = soldByCount(input);
  const fits = (k: string) => {
    const under = k.match(/\bunder (\d+)$/);
    if (byCount && findQuantities(k).some((q) => q.measure === 'weight' || q.measure === 'volume'))
      return false;
    return !under || withinRange(Number(under[1]), range);
  };
  return { ...kw, related: kw.related.filter(fits), longTail: kw.longTail.filter(fits) };
}

/** The kinds of word buyers add to a product's name, by what it is (a book's author, not its material). */
function qualifierKinds(category: Category | null): string {
  switch (category) {
    case 'Books':
    case 'Movies':
    case 'Music':
      return 'author or artist, language, edition';
    case 'Food & Beverages':
    case 'Health':
    case 'Beauty':
      return 'form, flavour or variant, pack size';
    case 'Jewelry':
      return 'metal, purity, style';
    case 'Fashion':
    case 'Shoes':
      return 'fabric or material, fit, occasion';
    default:
      return 'size, material, use';
  }
}

/** Stocking fits the kind of product (see stockingOf) and its own seasons. */
function stockAdvice(ctx: ResearchContext): string {
  const { a } = ctx;
  const peaks = peakSeasons(a.category, a.input, ctx.platforms, ctx.location);
  const named = (list: readonly SellingSeason[]) => list.map((s) => `${s.name} (${monthsLabel(s.months)})`);
  switch (stockingOf(a, peaks)) {
    case 'dish':
      return `Plan ingredients and staff for ${a.base} before ${andList([...named(peaks.filter((s) => !inFestiveQuarter(s))).slice(0, 1), 'the festive quarter (September–November)'])}.`;
    case 'produce':
      return `Buy ${a.base} fresh in small daily lots while it is in season: it does not keep.`;
    case 'need':
      return `Keep ${a.base} in stock all year: buyers order it when they need it, and sale days bring traffic, not the need.`;
    case 'peaks':
      return `Stock ${a.base} 4–6 weeks before ${andList(named(firstPeaks(peaks, 3, ctx.location)))}.`;
    case 'steady':
      return `Keep ${a.base} in stock all year: Vikreta knows no season of its own for it, and site-wide sales bring more shoppers to every listing, so have stock and ads ready for them.`;
  }
}

function recommendations(ctx: ResearchContext): string[] {
  const { a, est, kw } = ctx;
  const { inTitle: facts, inBullets } = comparedFactsByPlace(comparedFacts(a));
  const sizes = variantSizes(ctx).slice(0, 3);
  // Searches to target: the seller's phrase with a use or a buyer first, no variant their product may not be.
  const longTail = adTargets(a, kw);
  return [
    `Lead the title with ${q(a.base)}${facts.length > 0 ? ` and state ${andList(facts.slice(0, 3))}` : ''}: buyers filter and compare on ${facts.length > 0 ? 'these' : 'the facts you state'}.${inBullets.length > 0 ? ` State ${andList(inBullets.slice(0, 2))} in ${detailsField(ctx)}.` : ''}`,
    longTail.length > 1
      ? `Target long-tail searches first (${longTail.slice(0, 2).map(q).join(', ')}): cheaper ads and fewer competitors.`
      : a.noun
        ? `Add your own qualifiers to ${q(a.base)} (${qualifierKinds(adviceCategory(a))}): longer searches are cheaper to win.`
        : `Add your own qualifiers to ${q(a.base)} (${qualifierKinds(adviceCategory(a))}): Vikreta has no vocabulary for it yet.`,
    est.competitionLevel === 'high'
      ? `Competition for ${q(a.base)} is high: differentiate with a specific variant, bundle or material rather than price alone.`
      : `Competition for ${q(a.base)} is ${est.competitionLevel}: a listing with every fact stated and good images can reach the first page.`,
    stockAdvice(ctx),
    sizes.length > 1
      ? `Offer ${sizes.join(', ')} as variants of one ${a.base} listing: shoppers type the size with the name.`
      : soldInPacks(ctx)
        ? `Offer a value pack or combo of ${a.base} to raise the order value.`
        : `Show ${a.base} with ${qualityCues(adviceCategory(a), a.input)}: buyers compare closely before they pay.`,
    `Check fees for your ${a.base} price before launch: marketplace fees carry 18% GST, and TCS and TDS are deducted from payouts.`,
    `These figures for ${a.base} are estimates from Vikreta’s product data: validate with a small first batch before scaling.`,
  ];
}
