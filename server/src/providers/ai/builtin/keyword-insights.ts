import { platformLabels, type MarketplacePlatform } from '@common/constants/options';
import type { SeedAnalysis } from './analyze';
import { cite, cited, rulesFor } from './cite';
import type { KeywordSet } from './keyword-candidates';
import { backendSearchTerms, topSearchKeywords } from './search-terms';
import { byteLength } from './text';

/** Platform insights of a keyword research, each quoting the platform's listing rules. */
const fashionLike = new Set(['Fashion', 'Shoes', 'Jewelry', 'Bags & Wallets', 'Watches', 'Beauty']);
const beautyLike = new Set(['Beauty', 'Health', 'Baby Products']);
const foodLike = new Set(['Food & Beverages']);

const q = (s: string) => `'${s}'`;

export function keywordInsights(p: MarketplacePlatform, a: SeedAnalysis, kw: KeywordSet): string[] {
  const r = rulesFor(p);
  const label = platformLabels[p];
  const seed = a.seed;
  const category = a.category ?? 'this product';
  const titleLimit = `${label} titles: ${cited(r.titleLimit)}.`;
  const first = kw.longTail[0] ?? seed;
  const sizeName = [...a.modifiers, a.head, a.quantity ?? a.lists.packSizes[0] ?? ''].join(' ').trim();
  const buysStock = r.notes.find((n) => n.text.includes('buys stock'));

  switch (p) {
    case 'amazon': {
      const terms = backendSearchTerms(
        [...a.synonyms, ...kw.related, ...kw.longTail],
        [seed],
        r.searchTermsMaxBytes ?? 200,
      );
      const [repeats, banned, bullets, , , backend] = r.notes;
      return [
        `Put ${q(seed)} in the first ${r.titleRecommendedChars ?? 80} characters of the title; ${cited(r.titleLimit)}.`,
        repeats && banned ? `Title rules: ${repeats.text}; ${banned.text} ${cite(banned)}.` : '',
        `Backend search terms (words not already in the title): "${terms}", ${byteLength(terms)} bytes` +
          (backend ? `; ${backend.text} ${cite(backend)}.` : '.'),
        bullets
          ? `Use the bullets for ${q(a.lists.features[0] ?? first)} and ${q(first)}: ${cited(bullets)}.`
          : '',
      ].filter(Boolean);
    }
    case 'flipkart': {
      const five = topSearchKeywords(seed, [...kw.longTail, ...kw.related], r.maxSearchKeywords ?? 5);
      const [limit, attributes, qc] = r.notes;
      return [
        limit ? `Search keywords: ${limit.text} ${cite(limit)}; use ${five.map(q).join(', ')}.` : '',
        attributes
          ? `${attributes.text} ${cite(attributes)}: fill type, material and use attributes so ${q(seed)} is built into the title.`
          : '',
        titleLimit,
        qc ? `Images and attributes must match the product: ${cited(qc)}.` : '',
      ].filter(Boolean);
    }
    case 'meesho':
      return [
        `Meesho shoppers are price-led: phrases like ${q(kw.longTail.find((k) => k.includes('under')) ?? first)} match how they search.`,
        ...r.notes.slice(0, 1).map((n) => `Fees: ${cited(n)}; price for the payout, not the order value.`),
        titleLimit,
      ];
    case 'myntra':
      return fashionLike.has(category)
        ? [
            `Myntra shoppers filter by brand, size, colour and fabric: fill every filter so ${q(seed)} results include you.`,
            `Describe fit and fabric with phrases such as ${q(first)}.`,
            titleLimit,
          ]
        : [
            `Myntra's catalogue centres on fashion, beauty and lifestyle; check that ${category} is open to you before listing ${q(seed)}.`,
            titleLimit,
          ];
    case 'nykaa':
      return beautyLike.has(category)
        ? [
            `Nykaa shoppers search by concern and ingredient: lead with ${q(kw.related[0] ?? seed)} and ${q(first)}.`,
            'State skin or hair type, key ingredients and pack size in the name and the first lines of the description.',
            titleLimit,
          ]
        : [`Nykaa centres on beauty and wellness; ${category} may not fit its catalogue.`, titleLimit];
    case 'blinkit':
    case 'zepto':
    case 'swiggy':
    case 'dunzo':
      return [
        `Quick-commerce shoppers type short names with a pack size: start the product name with ${q(sizeName)}.`,
        ...r.notes.map((n) => `${label}: ${cited(n)}.`),
        buysStock ? `Approach ${label} as a supplier with sell-through data for ${q(seed)}.` : '',
        titleLimit,
      ].filter(Boolean);
    case 'zomato':
      return foodLike.has(category)
        ? [`Name dishes the way diners search: ${q(seed)} plus portion size and veg or non-veg.`, titleLimit]
        : [
            `Zomato lists restaurant menus; packaged ${a.head} sells better on quick-commerce apps.`,
            titleLimit,
          ];
  }
}
