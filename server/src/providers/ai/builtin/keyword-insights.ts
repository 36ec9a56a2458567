import type { Language, MarketplacePlatform } from '@common/constants/options';
import { platformLabels } from '@common/constants/options';
import type { SeedAnalysis } from './analyze';
import { citeOf, rulesFor } from './cite';
import type { Messages } from './i18n/index';
import { adTargets, type KeywordSet } from './keyword-candidates';
import { backendSearchTerms, topSearchKeywords } from './search-terms';
import { byteLength } from './text';

/** Platform insights of a keyword research, each quoting the platform's rule with its source. */
const fashionLike = new Set(['Fashion', 'Shoes', 'Jewelry', 'Bags & Wallets', 'Watches', 'Beauty']);
const beautyLike = new Set(['Beauty', 'Health', 'Baby Products']);
const q = (s: string) => `'${s}'`;

export function keywordInsights(
  p: MarketplacePlatform,
  a: SeedAnalysis,
  kw: KeywordSet,
  m: Messages,
  language: Language,
): string[] {
  const r = rulesFor(p);
  const c = (note: Parameters<typeof citeOf>[0]) => citeOf(note, language);
  const label = platformLabels[p];
  const seed = a.base;
  const category = a.category ?? seed;
  const first = kw.longTail[0] ?? seed;
  const titleLimit = m.titleLimit(label, r.titleMaxChars, c(r.titleLimit));
  const sizeName = [a.base, a.quantity ?? a.noun?.profile.sizes[0] ?? ''].join(' ').trim();
  const [n0, n1, n2, , , n5] = r.notes;

  switch (p) {
    case 'amazon': {
      // Synonyms and the spellings buyers type, what backend terms are for: variant words ('flip up', 'kids')
      // would claim features the seller's product may not have. Without vocabulary, the seller's own phrases.
      const other = [...(a.noun?.synonyms ?? []), ...kw.spellings];
      const terms = backendSearchTerms(
        other.length > 0 ? other : kw.related,
        [seed],
        r.searchTermsMaxBytes ?? 200,
      );
      return [
        m.amazonLead(seed, r.titleRecommendedChars ?? 80, r.titleMaxChars, c(r.titleLimit)),
        n1 ? m.amazonTitleRules(c(n1)) : '',
        n5 ? m.amazonBackend(terms, byteLength(terms), c(n5)) : '',
        n2 ? m.amazonBullets(kw.related[0] ?? seed, first, c(n2)) : '',
      ].filter(Boolean);
    }
    case 'flipkart': {
      // The seller's phrase, its synonyms, then the phrase with a use or buyer: no variant the product may not be.
      const five = topSearchKeywords(
        seed,
        [...(a.noun?.synonyms ?? []), ...adTargets(a, kw), ...kw.related],
        r.maxSearchKeywords ?? 5,
      );
      return [
        n0 ? m.flipkartKeywords(five.map(q).join(', '), c(n0)) : '',
        n1 ? m.flipkartAttributes(seed, c(n1)) : '',
        titleLimit,
        n2 ? m.flipkartQc(c(n2)) : '',
      ].filter(Boolean);
    }
    case 'meesho':
      return [
        m.meeshoPrice(kw.longTail.find((k) => k.includes('under')) ?? first),
        ...(n0 ? [m.meeshoFees(c(n0))] : []),
        titleLimit,
      ];
    case 'myntra':
      return fashionLike.has(category)
        ? [m.myntraFilters(seed), m.myntraFabric(first), titleLimit]
        : [m.myntraOffCategory(category, seed), titleLimit];
    case 'nykaa':
      return beautyLike.has(category)
        ? [m.nykaaConcern(kw.related[0] ?? seed, first), m.nykaaDetails, titleLimit]
        : [m.nykaaOffCategory(category), titleLimit];
    case 'blinkit':
    case 'zepto':
    case 'swiggy':
    case 'dunzo':
      return [
        m.quickName(sizeName),
        ...(p === 'blinkit' && n0 ? [m.blinkitBarcode(label, c(n0))] : []),
        ...(p !== 'blinkit' && p !== 'dunzo' && n0 ? [m.buysStock(label, seed, c(n0))] : []),
        titleLimit,
      ];
    case 'zomato':
      return a.noun?.profile.kind === 'dish'
        ? [m.zomatoDish(seed), titleLimit]
        : [m.zomatoOffCategory(a.head), titleLimit];
  }
}
