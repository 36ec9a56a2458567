import type { Category, Language } from '@common/constants/options';
import { noteOn, noteText, type Marketplace, type NoteTopic } from '@common/marketplaces/types';
import type { ListingFacts } from '@common/listing-facts/extract';
import { citeOf, quote } from './cite';
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
  /** The seller's category, or the product's when the seller gave none. */
  category: Category | null;
  /** What backend search terms are made from (keywords, the product's other names, spellings buyers type). */
  searchWords: readonly string[];
}

const q = (s: string) => `'${s}'`;

/** Platform tips of a listing optimization, each quoting the platform's rule with its source. */
export function platformTips(market: Marketplace, ctx: TipContext, m: Messages): string[] {
  const r = market.listing;
  const c = (note: Parameters<typeof citeOf>[0]) => citeOf(note, ctx.language);
  const on = (topic: NoteTopic) => noteOn(market, topic);
  // The marketplace's own rules on a subject, in the answer's language: a line quoting none is left out.
  const rules = (...topics: NoteTopic[]) => quote(topics.map(on), ctx.language, m);
  const label = market.name;
  const { titles, keywords, facts } = ctx;
  const first = titles[0] ?? ctx.base;
  const longest = Math.max(0, ...titles.map((t) => t.length));
  const titleMax = m.tipTitleMax(label, longest, r.titleMaxChars, c(r.titleLimit));
  const missing = ctx.missing.length > 0 ? m.list([...ctx.missing]) : '';
  const checklist = missing ? [m.tipChecklist(missing)] : [];
  const quantity = facts.quantities.find((x) => x.inName)?.text ?? facts.quantities[0]?.text ?? '';
  const sizeName = [ctx.base, quantity].filter(Boolean).join(' ');
  switch (market.advice) {
    case 'search-terms': {
      const terms = backendSearchTerms(ctx.searchWords, titles.slice(0, 1), r.searchTerms?.maxBytes ?? 200);
      const [titleRules, searchTerms, noContact] = [
        rules('word-repeats', 'title-rules'),
        on('search-terms'),
        rules('no-contact'),
      ];
      return [
        m.tipTitleLength(
          first,
          first.length,
          r.titleRecommendedChars ?? 80,
          r.titleMaxChars,
          c(r.titleLimit),
        ),
        titleRules ? m.titleRules(titleRules.text, titleRules.cite) : '',
        m.tipBullets(missing),
        // No tip to paste nothing: a product with no words beyond its title gets none.
        searchTerms && terms ? m.tipBackend(terms, byteLength(terms), c(searchTerms)) : '',
        noContact ? m.tipNoContact(noContact.text, noContact.cite) : '',
      ].filter(Boolean);
    }
    case 'keyword-slots': {
      const five = topSearchKeywords(ctx.base, keywords, r.searchKeywords?.max ?? 5);
      const [slots, attributes, qualityCheck] = [
        rules('search-keywords'),
        rules('attributes'),
        rules('quality-check'),
      ];
      return [
        slots ? m.searchKeywordSlots(five.map(q).join(', '), slots.text, slots.cite) : '',
        attributes ? m.tipIdAttributes(facts.brand, attributes.text, attributes.cite) : '',
        titleMax,
        qualityCheck ? m.qualityCheck(qualityCheck.text, qualityCheck.cite) : '',
        ...checklist,
      ].filter(Boolean);
    }
    case 'value': {
      const fees = on('fees');
      const text = fees && noteText(fees, ctx.language);
      return [titleMax, ...(fees && text ? [m.tipFees(text, c(fees))] : []), ...checklist];
    }
    case 'general':
      return [titleMax, m.catalogueAttributes(label, ctx.base), ...checklist];
    case 'fashion': {
      // Fabric and fit for clothes; concern and ingredient for beauty; material for shoes, bags, jewellery, watches.
      const tip =
        ctx.category === 'Fashion'
          ? m.tipMyntra(label)
          : ctx.category === 'Beauty'
            ? m.tipNykaa(label)
            : m.tipMyntraMaterial(label);
      return [titleMax, tip, ...checklist];
    }
    case 'beauty':
      return [titleMax, m.tipNykaa(label), ...checklist];
    case 'quick-commerce': {
      const [barcode, buysStock] = [rules('barcode'), on('buys-stock')];
      return [
        m.tipQuick(sizeName),
        ...(barcode ? [m.barcodeRule(label, barcode.text, barcode.cite)] : []),
        ...(buysStock ? [m.buysStock(label, ctx.base, c(buysStock))] : []),
        titleMax,
      ];
    }
    case 'food-delivery':
      return [titleMax, m.tipZomato];
  }
}
