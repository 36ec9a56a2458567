import {
  builtinSource,
  type ProductResearchRequest,
  type ProductResearchResponse,
} from '@common/contracts/ai';
import type { MarketplacePlatform } from '@common/constants/options';
import { analyzeSeed } from './analyze';
import { estimate } from './estimates';
import { buildKeywords } from './keyword-candidates';
import { pricingInsights } from './research-pricing';
import { platformOpportunities } from './research-opportunities';
import { competitorAnalysis, demandTrends, marketAnalysis } from './research-sections';
import { categorySeasons, monthsLabel } from './seasons';
import { hashString, seededRandom } from './text';

/** Product research (spec 01 §3) by the built-in engine. */
export function productResearch(req: ProductResearchRequest): ProductResearchResponse {
  const a = analyzeSeed(req.productName, req.category);
  const hash = hashString(
    JSON.stringify(['research', a.seed, req.platform, a.category, req.priceRange ?? '']),
  );
  const kw = buildKeywords(a, seededRandom(hash), { related: 8, longTail: 10 });
  const est = estimate(a, req.platform, hash);
  const fitting = a.vocab.platforms;
  const platforms: MarketplacePlatform[] =
    req.platform === 'all'
      ? fitting.slice(0, 5)
      : [req.platform, ...fitting.filter((p) => p !== req.platform).slice(0, 2)];
  const location = req.researchLocation?.trim() || undefined;

  const season = categorySeasons(a.category)[0];
  const recommendations = [
    `Lead the title with ${`'${a.seed}'`} and the attribute buyers filter by most (${a.lists.attributes.slice(0, 2).join(', ')}).`,
    `Target long-tail searches first (${kw.longTail
      .slice(0, 2)
      .map((k) => `'${k}'`)
      .join(', ')}): cheaper ads and fewer competitors.`,
    est.competitionLevel === 'high'
      ? 'Competition is high: differentiate with a specific variant, bundle or material rather than price alone.'
      : 'Competition is manageable: a well-photographed, fully filled listing can reach the first page.',
    season
      ? `Stock up 4–6 weeks before ${season.name} (${monthsLabel(season.months)}) and the festive quarter (September–November).`
      : 'Stock up 4–6 weeks before the festive quarter (September–November).',
    a.lists.packSizes.length > 0
      ? `Offer several pack sizes (${a.lists.packSizes.slice(0, 3).join(', ')}) as variants of one listing.`
      : 'Offer a value combo or multi-pack to raise order value.',
    'Check fees for your price before launch: marketplace fees carry 18% GST, and TCS and TDS are deducted from payouts.',
    'These figures are estimates from built-in category data: validate with a small first batch before scaling.',
  ];
  return {
    marketAnalysis: marketAnalysis(a, est, kw, platforms, location),
    competitorAnalysis: competitorAnalysis(a, est, kw),
    pricingInsights: pricingInsights(a, platforms, req.priceRange),
    demandTrends: demandTrends(a),
    platformOpportunities: platforms.map((p) => ({
      platform: p,
      opportunities: platformOpportunities(p, a, kw, fitting.includes(p)),
    })),
    recommendations,
    source: builtinSource,
    isEstimate: true,
  };
}
