import type { Language } from '@common/constants/options';
import { noteOn, noteText, type Marketplace, type NoteTopic } from '@common/marketplaces/types';
import type { SeedAnalysis } from './analyze';
import { citeOf } from './cite';
import type { Messages } from './i18n/index';
import { adTargets, type KeywordSet } from './keyword-candidates';
import { backendSearchTerms, topSearchKeywords } from './search-terms';
import { byteLength } from './text';

/** Platform insights of a keyword research, each quoting the platform's rule with its source. */
const fashionLike = new Set(['Fashion', 'Shoes', 'Jewelry', 'Bags & Wallets', 'Watches', 'Beauty']);
const beautyLike = new Set(['Beauty', 'Health', 'Baby Products']);
const q = (s: string) => `'${s}'`;

export function keywordInsights(
  market: Marketplace,
  a: SeedAnalysis,
  kw: KeywordSet,
  m: Messages,
  language: Language,
): string[] {
  const r = market.listing;
  const c = (note: Parameters<typeof citeOf>[0]) => citeOf(note, language);
  const on = (topic: NoteTopic) => noteOn(market, topic);
  const label = market.name;
  const seed = a.base;
  const category = a.category ?? seed;
  const first = kw.longTail[0] ?? seed;
  const titleLimit = m.titleLimit(label, r.titleMaxChars, c(r.titleLimit));
  const sizeName = [a.base, a.quantity ?? a.noun?.profile.sizes[0] ?? ''].join(' ').trim();
  const [titleRules, searchTerms, bullets, keywordSlots, attributes, qualityCheck, fees, barcode, buysStock] =
    (
      [
        'title-rules',
        'search-terms',
        'bullets',
        'search-keywords',
        'attributes',
        'quality-check',
        'fees',
        'barcode',
        'buys-stock',
      ] as const
    ).map(on);

  switch (market.advice) {
    case 'search-terms': {
      // Synonyms and the spellings buyers type, what backend terms are for: variant words ('flip up', 'kids')
      // would claim features the seller's product may not have. Without vocabulary, the seller's own phrases.
      const other = [...(a.noun?.synonyms ?? []), ...kw.spellings];
      const terms = backendSearchTerms(
        other.length > 0 ? other : kw.related,
        [seed],
        r.searchTerms?.maxBytes ?? 200,
      );
      return [
        m.amazonLead(seed, r.titleRecommendedChars ?? 80, r.titleMaxChars, c(r.titleLimit)),
        titleRules ? m.amazonTitleRules(c(titleRules)) : '',
        searchTerms
          ? m.amazonBackend(label, terms, byteLength(terms), r.searchTerms?.maxBytes ?? 200, c(searchTerms))
          : '',
        bullets
          ? m.amazonBullets(
              kw.related[0] ?? seed,
              first,
              r.bullets?.count ?? 5,
              r.bullets?.maxChars ?? 250,
              c(bullets),
            )
          : '',
      ].filter(Boolean);
    }
    case 'keyword-slots': {
      // The seller's phrase, its synonyms, then the phrase with a use or buyer: no variant the product may not be.
      const five = topSearchKeywords(
        seed,
        [...(a.noun?.synonyms ?? []), ...adTargets(a, kw), ...kw.related],
        r.searchKeywords?.max ?? 5,
      );
      return [
        keywordSlots
          ? m.flipkartKeywords(five.map(q).join(', '), r.searchKeywords?.max ?? 5, c(keywordSlots))
          : '',
        attributes ? m.flipkartAttributes(seed, c(attributes)) : '',
        titleLimit,
        qualityCheck ? m.flipkartQc(c(qualityCheck)) : '',
      ].filter(Boolean);
    }
    case 'value':
      return [
        m.meeshoPrice(label, kw.longTail.find((k) => k.includes('under')) ?? first),
        ...(fees && noteText(fees, language) ? [m.feesLine(noteText(fees, language) ?? '', c(fees))] : []),
        titleLimit,
      ];
    case 'general':
      return [m.catalogueAttributes(label, seed), titleLimit];
    case 'fashion':
      return fashionLike.has(category)
        ? [m.myntraFilters(label, seed), m.myntraFabric(first), titleLimit]
        : [m.myntraOffCategory(label, category, seed), titleLimit];
    case 'beauty':
      return beautyLike.has(category)
        ? [m.nykaaConcern(label, kw.related[0] ?? seed, first), m.nykaaDetails, titleLimit]
        : [m.nykaaOffCategory(label, category), titleLimit];
    case 'quick-commerce':
      return [
        m.quickName(sizeName),
        ...(barcode ? [m.blinkitBarcode(label, c(barcode))] : []),
        ...(buysStock ? [m.buysStock(label, seed, c(buysStock))] : []),
        titleLimit,
      ];
    case 'food-delivery':
      return a.noun?.profile.kind === 'dish'
        ? [m.zomatoDish(seed), titleLimit]
        : [m.zomatoOffCategory(label, a.head), titleLimit];
  }
}
