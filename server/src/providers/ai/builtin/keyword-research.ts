import { marketplace, marketplaceIds } from '@common/marketplaces/registry';
import {
  builtinSource,
  type KeywordResearchRequest,
  type KeywordResearchResponse,
} from '@common/contracts/ai';
import type { Language } from '@common/constants/options';
import { nativeLanguageNames } from '@common/constants/languages';
import { analyzeSeed, type SeedAnalysis } from './analyze';
import { targetPlatforms } from './cite';
import { estimate } from './estimates';
import { messagesFor, type Messages } from './i18n/index';
import type { WordsField } from './i18n/types';
import { monthName, seasonName } from './i18n/seasons';
import {
  adTargets,
  buildKeywords,
  fittingSynonyms,
  searchedPrices,
  type KeywordSet,
} from './keyword-candidates';
import { keywordInsights } from './keyword-insights';
import { languageNotice } from './language';
import { monthNames } from './market-data/seasonality';
import { stockingOf } from './research-context';
import { firstPeaks, inFestiveQuarter, peakSeasons } from './seasons';
import { formatRupees } from './text';
import { hasWords } from '@common/text/scripts';
import { contradictionsOf } from '@common/listing-facts/contradiction';

/** Keyword research by the built-in engine. */
export function keywordResearch(req: KeywordResearchRequest): KeywordResearchResponse {
  const a = analyzeSeed(req.keyword, req.category);
  const m = messagesFor(req.language);
  const kw = buildKeywords(a, req.language);
  const notice = languageNotice(req.language, 'keywordResearch');
  return {
    keyword: a.input,
    ...estimate(a, req.platform),
    relatedKeywords: kw.related,
    longTailKeywords: kw.longTail,
    suggestions: suggestions(a, kw, req, m),
    platformInsights: targetPlatforms(req.platform, a).map((platform) => ({
      platform,
      insights: keywordInsights(marketplace(platform), a, kw, m, req.language),
    })),
    spellingVariants: kw.spellings,
    source: builtinSource,
    isEstimate: true,
    ...(notice ? { languageNotice: notice } : {}),
    ...(a.noun ? {} : { vocabularyNotice: vocabularyNote(a, kw, messagesFor('en')) }),
  };
}

/** Without a vocabulary, the keywords come from the seller's words alone, or none could be built from them. */
const vocabularyNote = (a: SeedAnalysis, kw: KeywordSet, m: Messages): string =>
  kw.related.length + kw.longTail.length > 0 ? m.noVocabulary(a.input) : m.noKeywords(a.input, !a.script);

const q = (s: string) => `'${s}'`;

/** The marketplace whose backend search terms count bytes, when the answer is for it (or for every one). */
function bytesOn(platform: KeywordResearchRequest['platform']): string | undefined {
  const on = platform === 'all' ? marketplaceIds.map(marketplace) : [marketplace(platform)];
  return on.find((x) => x.listing.searchTerms)?.name;
}

/** Where buyers' other words go on the marketplace (see WordsField). */
function wordsFieldOn(platform: KeywordResearchRequest['platform']): WordsField {
  if (platform === 'all') return 'any';
  const { listing } = marketplace(platform);
  return listing.searchTerms ? 'search-terms' : listing.searchKeywords ? 'keyword-slots' : 'description';
}

/** 'Diwali (September–November)' in the answer's language. */
export function seasonLabel(s: { name: string; months: readonly number[] }, language: Language): string {
  const month = (n: number) => monthName(n, language, monthNames[n - 1] ?? '');
  const months =
    s.months.length === 1
      ? month(s.months[0] ?? 1)
      : `${month(s.months[0] ?? 1)}–${month(s.months.at(-1) ?? 1)}`;
  return `${seasonName(s.name, language)} (${months})`;
}

function suggestions(a: SeedAnalysis, kw: KeywordSet, req: KeywordResearchRequest, m: Messages): string[] {
  const out: string[] = [];
  if (!a.noun) out.push(vocabularyNote(a, kw, m));
  // No variant to 'work in' ('embroidered', 'with auto ignition'): the seller's product may not be one.
  out.push(m.leadTitle(a.base));
  // Other words, not the seller's own ('teddy bear' is no other word for 'teddy bear 3 feet').
  const synonyms = fittingSynonyms(a)
    .filter((s) => !hasWords(a.base, s))
    .slice(0, 3);
  const where = wordsFieldOn(req.platform);
  const field = m.wordsField[where];
  if (synonyms.length > 0) out.push(m.otherWords(synonyms.map(q).join(', '), field));
  if (kw.native.length > 0)
    out.push(
      m.nativeKeywords(
        nativeLanguageNames[req.language],
        kw.native.map(q).join(', '),
        bytesOn(req.platform),
        field,
      ),
    );
  // Misspellings belong in hidden fields only: in a description buyers read they look careless.
  if (kw.spellings.length > 0 && where !== 'description')
    out.push(m.spellings(kw.spellings.slice(0, 4).map(q).join(', '), field));
  // Ad targets that add a use or a buyer to the seller's phrase, not a variant their product may not be.
  const longTail = adTargets(a, kw).slice(0, 2);
  if (longTail.length > 0) out.push(m.targetLongTail(m.list(longTail.map(q))));
  const prices = a.noun ? searchedPrices(a, a.noun) : [];
  const price = prices[1] ?? prices[0];
  if (price)
    out.push(m.pricePoint(`${a.base} under ${price}`, formatRupees(price - 1), formatRupees(price + 1)));
  // Sizes of the same product only: no check-in sizes for a cabin bag.
  const contradicts = contradictionsOf(a.input);
  const sizes = a.noun?.profile.sizes.filter((s) => /\d/.test(s) && !contradicts(s)).slice(0, 3) ?? [];
  if (sizes.length > 1) out.push(m.packSizes(sizes.join(', ')));
  const on = req.platform === 'all' ? 'all' : [req.platform];
  // What buyers replace when it wears out or runs out has its own season only (no festive stocking: see stockingOf).
  const peaks = peakSeasons(a.category, a.input, on, req.researchLocation);
  const need = stockingOf(a, peaks) === 'need';
  const season = firstPeaks(
    peaks.filter((s) => !need || !inFestiveQuarter(s)),
    3,
    req.researchLocation,
  );
  if (season.length > 0) out.push(m.seasons(m.list(season.map((s) => seasonLabel(s, req.language)))));
  if (req.researchLocation) out.push(m.location(req.researchLocation));
  out.push(m.estimatesNote);
  return out;
}
