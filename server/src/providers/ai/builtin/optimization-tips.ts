import { platformLabels, type MarketplacePlatform } from '@common/constants/options';
import type { SeedAnalysis } from './analyze';
import { cite, cited, rulesFor } from './cite';
import { backendSearchTerms, topSearchKeywords } from './search-terms';
import { byteLength } from './text';

export interface TipContext {
  a: SeedAnalysis;
  titles: readonly string[];
  keywords: readonly string[];
  brand?: string;
}

const q = (s: string) => `'${s}'`;

/** Platform-specific tips of a listing optimization, quoting each platform's rules with their sources. */
export function platformTips(p: MarketplacePlatform, ctx: TipContext): string[] {
  const r = rulesFor(p);
  const label = platformLabels[p];
  const { a, titles, keywords } = ctx;
  const first = titles[0] ?? a.seed;
  const longest = Math.max(0, ...titles.map((t) => t.length));
  const titleTip = `Title: the suggestions run up to ${longest} characters; ${label}: ${cited(r.titleLimit)}.`;
  const sizeName = [...a.modifiers, a.head, a.quantity ?? a.lists.packSizes[0] ?? ''].join(' ').trim();

  switch (p) {
    case 'amazon': {
      const [repeats, banned, bullets, description, forbidden, backend] = r.notes;
      const terms = backendSearchTerms(keywords, titles.slice(0, 1), r.searchTermsMaxBytes ?? 200);
      return [
        `Title: ${q(first)} is ${first.length} characters, within the ${r.titleRecommendedChars ?? 80} recommended; longer options stay within 200 ${cite(r.titleLimit)}.`,
        repeats && banned
          ? `The titles follow the title rules: ${repeats.text}; ${banned.text} ${cite(banned)}.`
          : '',
        bullets ? `Turn the Key features into your bullets: ${cited(bullets)}.` : '',
        `Backend search terms (words not in the title): "${terms}", ${byteLength(terms)} bytes${backend ? `; ${cited(backend)}` : ''}.`,
        description ? `Description: ${cited(description)}.` : '',
        forbidden ? `Keep out of every field: ${cited(forbidden)}.` : '',
      ].filter(Boolean);
    }
    case 'flipkart': {
      const [limit, attributes, qc, fee] = r.notes;
      const five = topSearchKeywords(a.seed, keywords, r.maxSearchKeywords ?? 5);
      return [
        limit ? `Search keywords: ${limit.text} ${cite(limit)}; use ${five.map(q).join(', ')}.` : '',
        attributes
          ? `${attributes.text} ${cite(attributes)}: ${ctx.brand ? `enter ${q(ctx.brand)} as Brand` : 'enter your brand'} and a model name, then fill type, material and use.`
          : '',
        titleTip,
        qc ? `Photos and attributes must match the product: ${cited(qc)}.` : '',
        fee ? `Pricing: ${cited(fee)}.` : '',
      ].filter(Boolean);
    }
    case 'meesho':
      return [
        titleTip,
        ...r.notes.map((n) => `Fees: ${cited(n)}.`),
        'Meesho buyers compare prices first: show pack contents and size clearly in the first image and the title.',
      ];
    case 'myntra':
      return [
        titleTip,
        'Myntra names are short brand-plus-product lines: put fabric, fit and occasion in the attributes and description.',
        'Fill every filter attribute (size, colour, fabric, occasion) so your product appears in filtered results.',
      ];
    case 'nykaa':
      return [
        titleTip,
        'Name the key ingredient, skin or hair type and pack size: Nykaa shoppers filter and search by them.',
        'Keep claims to what the label supports; list the full ingredients in the description.',
      ];
    case 'blinkit':
    case 'zepto':
    case 'swiggy':
    case 'dunzo':
      return [
        `Start the product name with ${q(sizeName)}: quick-commerce shoppers search short names with pack sizes.`,
        ...r.notes.map((n) => `${label}: ${cited(n)}.`),
        titleTip,
      ];
    case 'zomato':
      return [
        titleTip,
        'Name dishes plainly with portion size and veg or non-veg; keep descriptions to ingredients and taste.',
      ];
  }
}
