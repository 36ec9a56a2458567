import {
  builtinSource,
  type KeywordResearchRequest,
  type KeywordResearchResponse,
} from '@common/contracts/ai';
import { languageLabels } from '@common/constants/options';
import { analyzeSeed, type SeedAnalysis } from './analyze';
import { targetPlatforms } from './cite';
import { estimate } from './estimates';
import { buildKeywords, type KeywordSet } from './keyword-candidates';
import { keywordInsights } from './keyword-insights';
import { languageNotice } from './language';
import { categorySeasons, monthsLabel, seasonsFor } from './seasons';
import { formatRupees, hashString, seededRandom } from './text';

/** Keyword research (spec 01 §3) by the built-in engine. */
export function keywordResearch(req: KeywordResearchRequest): KeywordResearchResponse {
  const a = analyzeSeed(req.keyword, req.category);
  const hash = hashString(JSON.stringify(['keyword', a.seed, req.platform, a.category]));
  const kw = buildKeywords(a, seededRandom(hash));
  const platforms = targetPlatforms(req.platform, a.vocab.platforms);
  const notice = languageNotice(req.language);
  return {
    keyword: req.keyword.trim(),
    ...estimate(a, req.platform, hash),
    relatedKeywords: kw.related,
    longTailKeywords: kw.longTail,
    suggestions: suggestions(a, kw, req),
    platformInsights: platforms.map((platform) => ({ platform, insights: keywordInsights(platform, a, kw) })),
    source: builtinSource,
    isEstimate: true,
    ...(notice ? { languageNotice: notice } : {}),
  };
}

function suggestions(a: SeedAnalysis, kw: KeywordSet, req: KeywordResearchRequest): string[] {
  const q = (s: string) => `'${s}'`;
  const out: string[] = [];
  const attr = kw.related.find((k) => !a.synonyms.some((s) => k.includes(s)));
  out.push(
    `Lead the title with ${q(a.seed)}${attr ? ` and work in ${q(attr)}` : ''}: buyers scan only the first few words.`,
  );
  if (a.synonyms.length > 0)
    out.push(
      `Cover the other words buyers use (${a.synonyms.slice(0, 3).map(q).join(', ')}) in bullets and search terms rather than repeating them in the title.`,
    );
  const longTail = kw.longTail.slice(0, 2);
  if (longTail.length > 0)
    out.push(
      `Target long-tail phrases such as ${longTail.map(q).join(' and ')} in sponsored ads: fewer listings compete for them and buyers using them are close to purchase.`,
    );
  const price = a.lists.pricePoints[1] ?? a.lists.pricePoints[0];
  if (price)
    out.push(
      `Buyers search by budget ('${[...a.modifiers, a.head].join(' ')} under ${price}'): a price of ${formatRupees(price - 1)} shows up for that search, ${formatRupees(price + 1)} does not.`,
    );
  if (a.lists.packSizes.length > 0)
    out.push(
      `Offer each pack size (${a.lists.packSizes.slice(0, 3).join(', ')}) as its own variant: shoppers type the size with the product name.`,
    );
  const festive = seasonsFor(a.category).find((s) => s.months.includes(10));
  const season = [...categorySeasons(a.category).slice(0, 1), ...(festive ? [festive] : [])];
  if (season.length > 0)
    out.push(
      `Plan stock and ads ahead of ${season.map((s) => `${s.name} (${monthsLabel(s.months)})`).join(' and ')}, when searches like these rise.`,
    );
  if (req.language !== 'en')
    out.push(
      `Add ${languageLabels[req.language]} and Hinglish spellings buyers type to your search terms; on Amazon, Indic script costs 3 bytes a character.`,
    );
  if (req.researchLocation)
    out.push(
      `The built-in engine does not measure demand in ${req.researchLocation}; check the marketplace's own search suggestions there before you stock up.`,
    );
  out.push(
    'Volumes and competition here are estimates from category data, not marketplace search logs: confirm with the search bar suggestions and your ad reports.',
  );
  return out;
}
