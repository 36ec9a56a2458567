import { platformLabels, type Language, type MarketplacePlatform } from '@common/constants/options';
import type { ListingFacts } from '@common/listing-facts/extract';
import { citeOf, rulesFor } from './cite';
import type { Messages } from './i18n/index';
import { backendSearchTerms, topSearchKeywords } from './search-terms';
import { byteLength } from './text';

export interface TipContext {
  facts: ListingFacts;
  base: string;
  titles: readonly string[];
  keywords: readonly string[];
  /** Facts buyers look for that the seller's text does not state, as labels. */
  missing: readonly string[];
  language: Language;
}

const q = (s: string) => `'${s}'`;

/** Platform tips of a listing optimization, each quoting the platform's rule with its source. */
export function platformTips(p: MarketplacePlatform, ctx: TipContext, m: Messages): string[] {
  const r = rulesFor(p);
  const c = (note: Parameters<typeof citeOf>[0]) => citeOf(note, ctx.language);
  const label = platformLabels[p];
  const { titles, keywords, facts } = ctx;
  const first = titles[0] ?? ctx.base;
  const longest = Math.max(0, ...titles.map((t) => t.length));
  const titleMax = m.tipTitleMax(label, longest, r.titleMaxChars, c(r.titleLimit));
  const missing = ctx.missing.length > 0 ? m.list([...ctx.missing]) : '';
  const quantity = facts.quantities.find((x) => x.inName)?.text ?? facts.quantities[0]?.text ?? '';
  const sizeName = [ctx.base, quantity].filter(Boolean).join(' ');
  const [n0, n1, n2, , n4, n5] = r.notes;
  switch (p) {
    case 'amazon': {
      const terms = backendSearchTerms(keywords, titles.slice(0, 1), r.searchTermsMaxBytes ?? 200);
      return [
        m.tipTitleLength(
          first,
          first.length,
          r.titleRecommendedChars ?? 80,
          r.titleMaxChars,
          c(r.titleLimit),
        ),
        n1 ? m.amazonTitleRules(c(n1)) : '',
        m.tipBullets(missing),
        n5 ? m.tipBackend(terms, byteLength(terms), c(n5)) : '',
        n4 ? m.tipNoContact(c(n4)) : '',
      ].filter(Boolean);
    }
    case 'flipkart': {
      const five = topSearchKeywords(ctx.base, keywords, r.maxSearchKeywords ?? 5);
      return [
        n0 ? m.tipFlipkartKeywords(five.map(q).join(', '), c(n0)) : '',
        n1 ? m.tipFlipkartBrand(facts.brand, c(n1)) : '',
        titleMax,
        n2 ? m.flipkartQc(c(n2)) : '',
        ...(missing ? [m.tipChecklist(missing)] : []),
      ].filter(Boolean);
    }
    case 'meesho':
      return [titleMax, ...(n0 ? [m.tipMeesho(c(n0))] : []), ...(missing ? [m.tipChecklist(missing)] : [])];
    case 'myntra':
      return [titleMax, m.tipMyntra, ...(missing ? [m.tipChecklist(missing)] : [])];
    case 'nykaa':
      return [titleMax, m.tipNykaa, ...(missing ? [m.tipChecklist(missing)] : [])];
    case 'blinkit':
    case 'zepto':
    case 'swiggy':
    case 'dunzo':
      return [
        m.tipQuick(sizeName),
        ...(p === 'blinkit' && n0 ? [m.blinkitBarcode(label, c(n0))] : []),
        ...(p !== 'blinkit' && p !== 'dunzo' && n0 ? [m.buysStock(label, ctx.base, c(n0))] : []),
        titleMax,
      ];
    case 'zomato':
      return [titleMax, m.tipZomato];
  }
}
