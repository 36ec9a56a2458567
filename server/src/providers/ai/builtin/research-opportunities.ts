import { andList } from '@common/text/and-list';
import type { Marketplace } from '@common/marketplaces/types';
import { cite, cited } from './cite';
import { adTargets } from './keyword-candidates';
import { feeNotes } from './research-pricing';
import { q, soldInPacks, wornCategories, type ResearchContext } from './research-context';
import { capitalize } from './text';

/** Opportunities per platform for a product research, citing fees and listing rules where they matter. */
export function platformOpportunities(market: Marketplace, ctx: ResearchContext): string[] {
  const { a, kw } = ctx;
  const r = market.listing;
  const label = market.name;
  // A long-tail phrase to name: one built on the seller's phrase, never the broad term itself.
  const target = adTargets(a, kw)[0];
  const longer = target
    ? `phrases such as ${q(target)}`
    : `phrases longer than ${q(a.base)} (its size, use or buyer)`;
  const size = a.quantity ?? a.noun?.profile.sizes.find((s) => /\d/.test(s)) ?? '';
  // Where the product's category is not sold, advice on selling it there would contradict the warning.
  if (!(ctx.fitting as readonly string[]).includes(market.id))
    return [
      `${a.category ?? a.base} is not sold on ${label} as far as Vikreta knows: check before listing ${q(a.base)} there.`,
    ];
  const out: string[] = [];
  const sales = market.saleEvents.map((e) => `${e.name} (${e.months})`);
  if (sales.length > 0)
    out.push(
      `${andList(sales)} ${sales.length === 1 ? `is ${label}'s largest traffic window` : 'are the biggest traffic peaks'} for ${a.base}.`,
    );
  switch (market.advice) {
    case 'search-terms':
      out.push(
        `Sponsored Products on long-tail ${longer} cost less per click than the broad term.`,
        `Titles up to ${r.titleMaxChars} characters ${cite(r.titleLimit)}: put ${q(a.base)} and its key facts in the first ${r.titleRecommendedChars ?? 80}, and the synonyms in backend search terms.`,
      );
      break;
    case 'keyword-slots':
      out.push(`Up to ${r.searchKeywords?.max ?? 5} search keywords per listing: choose specific ${longer}.`);
      break;
    case 'value':
      out.push(
        soldInPacks(ctx)
          ? `Price-led buyers in smaller towns: value packs of ${a.base} and combos do well.`
          : `Price-led buyers in smaller towns: state every fact of ${a.base} plainly, they compare before they pay.`,
      );
      break;
    case 'general':
      out.push(
        `Fill in every product detail ${label} asks for (brand, type, size, pack) so buyers who filter for ${q(a.base)} find you.`,
        ...feeNotes(ctx, market).map((n) => capitalize(cited(n))),
      );
      break;
    case 'fashion':
      out.push(
        wornCategories.has(a.category ?? '')
          ? `Fashion-first shoppers who filter by brand, fabric and fit: complete every attribute of ${a.base}.`
          : `Fashion-first shoppers who filter by brand and style: complete every attribute of ${a.base}.`,
      );
      break;
    case 'beauty':
      out.push(`Beauty shoppers who search by concern and ingredient: name both in the ${a.base} title.`);
      break;
    case 'quick-commerce':
      out.push(
        `Minutes-fast delivery suits repeat and impulse buys: lead with ${q(`${a.base} ${size}`.trim())}.`,
        ...r.notes.map((n) => capitalize(cited(n))),
      );
      break;
    case 'food-delivery':
      out.push(
        a.noun?.profile.kind === 'dish'
          ? `Diners order ${a.base} by name, portion and veg or non-veg: photograph the portion and state it.`
          : `${label} lists restaurant food, not packaged retail goods.`,
      );
      break;
  }
  return out;
}
