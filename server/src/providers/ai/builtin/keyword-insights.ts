import type { Language } from '@common/constants/options';
import { noteOn, noteText, type Marketplace, type NoteTopic } from '@common/marketplaces/types';
import { hasPhrase } from '@common/text/scripts';
import type { SeedAnalysis } from './analyze';
import { citeOf, quote } from './cite';
import type { Messages } from './i18n/index';
import { adTargets, fittingSynonyms, type KeywordSet } from './keyword-candidates';
import { adviceCategory } from './research-context';
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
  // The marketplace's own rules on a subject, in the answer's language: a line quoting none is left out.
  const rules = (...topics: NoteTopic[]) => quote(topics.map(on), language, m);
  const label = market.name;
  const seed = a.base;
  const category = a.category ?? seed;
  const first = kw.longTail[0] ?? seed;
  const titleLimit = m.titleLimit(label, r.titleMaxChars, c(r.titleLimit));
  const sizeName = [a.base, a.quantity ?? a.noun?.profile.sizes[0] ?? ''].join(' ').trim();
  const [fees, buysStock, barcode] = [on('fees'), on('buys-stock'), rules('barcode')];

  switch (market.advice) {
    case 'search-terms': {
      // Synonyms and the spellings buyers type, what backend terms are for: variant words ('flip up', 'kids')
      // would claim features the seller's product may not have. Without vocabulary, the seller's own phrases.
      const other = [...fittingSynonyms(a), ...kw.spellings];
      const maxBytes = r.searchTerms?.maxBytes ?? 200;
      const terms = backendSearchTerms(other.length > 0 ? other : kw.related, [seed], maxBytes);
      const [limit, titleRules, backend, bullets] = [
        quote([r.titleLimit], language, m),
        rules('word-repeats', 'title-rules'),
        rules('search-terms'),
        rules('bullets'),
      ];
      return [
        // Without its title limit in the answer's language, the plain limit every style gives.
        limit ? m.titleLead(seed, r.titleRecommendedChars ?? 80, limit.text, limit.cite) : titleLimit,
        titleRules ? m.titleRules(titleRules.text, titleRules.cite) : '',
        // No line on terms when none could be built ('"", 0 bytes').
        backend && terms
          ? m.backendTerms(label, terms, byteLength(terms), maxBytes, backend.text, backend.cite)
          : '',
        bullets ? m.bulletsAdvice(kw.related[0] ?? seed, first, bullets.text, bullets.cite) : '',
      ].filter(Boolean);
    }
    case 'keyword-slots': {
      // The seller's phrase, its synonyms, then the phrase with a use or buyer: no variant the product may not be.
      const five = topSearchKeywords(
        seed,
        [...fittingSynonyms(a), ...adTargets(a, kw), ...kw.related],
        r.searchKeywords?.max ?? 5,
      );
      const [slots, attributes, qualityCheck] = [
        rules('search-keywords'),
        rules('attributes', 'title-rules'),
        rules('quality-check'),
      ];
      return [
        slots ? m.searchKeywordSlots(five.map(q).join(', '), slots.text, slots.cite) : '',
        attributes ? m.idAttributes(seed, attributes.text, attributes.cite) : '',
        titleLimit,
        qualityCheck ? m.qualityCheck(qualityCheck.text, qualityCheck.cite) : '',
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
    case 'fashion': {
      // Fabric and fit for clothes; concern and ingredient for beauty; material for shoes, bags, jewellery, watches.
      if (!fashionLike.has(category)) return [m.myntraOffCategory(label, category, seed), titleLimit];
      if (category === 'Beauty')
        return [m.nykaaConcern(label, kw.related[0] ?? seed, first), m.nykaaDetails, titleLimit];
      // The example names a fabric or material where a keyword does ('cotton kurti for office').
      const materials = a.noun?.profile.materials ?? [];
      const example = kw.longTail.find((k) => materials.some((x) => hasPhrase(k, x))) ?? first;
      return category === 'Fashion'
        ? [m.myntraFilters(label, seed), m.myntraFabric(example), titleLimit]
        : [m.myntraFiltersMaterial(label, seed), m.myntraMaterial(example), titleLimit];
    }
    case 'beauty':
      // A device sold for wellness (an oximeter, a massager) has no skin type or ingredients to search by.
      if (beautyLike.has(category) && adviceCategory(a) === null)
        return [m.catalogueAttributes(label, seed), titleLimit];
      return beautyLike.has(category)
        ? [m.nykaaConcern(label, kw.related[0] ?? seed, first), m.nykaaDetails, titleLimit]
        : [m.nykaaOffCategory(label, category), titleLimit];
    case 'quick-commerce':
      return [
        m.quickName(sizeName),
        ...(barcode ? [m.barcodeRule(label, barcode.text, barcode.cite)] : []),
        ...(buysStock ? [m.buysStock(label, seed, c(buysStock))] : []),
        titleLimit,
      ];
    case 'food-delivery':
      return a.noun?.profile.kind === 'dish'
        ? [m.zomatoDish(seed), titleLimit]
        : [m.zomatoOffCategory(label, a.head), titleLimit];
  }
}
