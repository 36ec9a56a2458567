import {
  builtinSource,
  type ProductOptimizationRequest,
  type ProductOptimizationResponse,
} from '@common/contracts/ai';
import { marketplacePlatforms } from '@common/constants/options';
import { analyzeSeed } from './analyze';
import { rulesFor, strictestTitleLimit, targetPlatforms } from './cite';
import { optimizedDescription, shortDescription } from './description';
import { buildKeywords } from './keyword-candidates';
import { productNameFromDescription, scrubListingText } from './listing-text';
import { platformTips } from './optimization-tips';
import { hashString, seededRandom, uniqueCaseInsensitive } from './text';
import { cleanTitleText } from './titles';
import { brandedName, titleSuggestions } from './title-suggestions';

/** Listing optimization (spec 01 §3) by the built-in engine. */
export function productOptimization(req: ProductOptimizationRequest): ProductOptimizationResponse {
  const given = req.productName?.trim();
  const name = cleanTitleText(scrubListingText(given || productNameFromDescription(req.description ?? '')));
  const a = analyzeSeed(name, req.category);
  const random = seededRandom(
    hashString(
      JSON.stringify([
        'optimize',
        a.seed,
        req.platform,
        a.category,
        req.brand ?? '',
        req.targetAudience ?? '',
      ]),
    ),
  );
  const rules = req.platform === 'all' ? null : rulesFor(req.platform);
  const maxChars = rules ? rules.titleMaxChars : strictestTitleLimit(marketplacePlatforms);
  const titles = titleSuggestions(a, {
    name: name || a.head,
    brand: req.brand,
    audience: req.targetAudience,
    maxChars,
    maxRepeats: 2,
    shortChars: rules?.titleRecommendedChars ?? 80,
  });
  const brand = req.brand?.trim() || undefined;
  const lead = brandedName(name || a.head, brand);
  const kw = buildKeywords(a, random, { related: 8, longTail: 10 });
  const keywords = uniqueCaseInsensitive([a.seed, ...kw.related.slice(0, 6), ...kw.longTail.slice(0, 9)]);
  const platforms = targetPlatforms(req.platform, a.vocab.platforms);
  return {
    titleSuggestions: titles,
    optimizedDescription: optimizedDescription(a, {
      lead,
      sellerText: req.description,
      audience: req.targetAudience,
      maxChars: rules?.descriptionMaxChars ?? 2000,
      bulletCount: rules?.bulletCount ?? 5,
      bulletMaxChars: rules?.bulletMaxChars ?? 250,
    }),
    shortDescription: shortDescription(a, lead),
    keywords,
    platformSpecificTips: platforms.map((platform) => ({
      platform,
      tips: platformTips(platform, { a, titles, keywords, brand }),
    })),
    source: builtinSource,
    isEstimate: true,
  };
}
