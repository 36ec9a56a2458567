import { platformLabels, type MarketplacePlatform } from '@common/constants/options';
import { cite, cited, rulesFor } from './cite';
import { adTargets } from './keyword-candidates';
import { q, soldInPacks, wornCategories, type ResearchContext } from './research-context';
import { capitalize } from './text';

/** Opportunities per platform for a product research, citing fees and listing rules where they matter. */
export function platformOpportunities(p: MarketplacePlatform, ctx: ResearchContext): string[] {
  const { a, kw } = ctx;
  const r = rulesFor(p);
  const label = platformLabels[p];
  const lt = adTargets(a, kw)[0] ?? a.base;
  const size = a.quantity ?? a.noun?.profile.sizes.find((s) => /\d/.test(s)) ?? '';
  const out: string[] = [];
  if (!ctx.fitting.includes(p))
    out.push(
      `${a.category ?? a.base} is not sold on ${label} as far as Vikreta knows: check before listing ${q(a.base)} there.`,
    );
  switch (p) {
    case 'amazon':
      out.push(
        `Prime Day (July) and the Great Indian Festival (September–November) are the biggest traffic peaks for ${a.base}.`,
        `Sponsored Products on long-tail phrases such as ${q(lt)} cost less per click than the broad term.`,
        `Titles up to ${r.titleMaxChars} characters ${cite(r.titleLimit)}: put ${q(a.base)} and its key facts in the first ${r.titleRecommendedChars ?? 80}, and the synonyms in backend search terms.`,
      );
      break;
    case 'flipkart':
      out.push(
        `Big Billion Days (September–October) is Flipkart's largest traffic window for ${a.base}.`,
        `Up to ${r.maxSearchKeywords ?? 5} search keywords per listing: choose specific phrases like ${q(lt)}.`,
      );
      break;
    case 'meesho':
      out.push(
        soldInPacks(ctx)
          ? `Price-led buyers in smaller towns: value packs of ${a.base} and combos do well.`
          : `Price-led buyers in smaller towns: state every fact of ${a.base} plainly, they compare before they pay.`,
      );
      break;
    case 'myntra':
      out.push(
        wornCategories.has(a.category ?? '')
          ? `Fashion-first shoppers who filter by brand, fabric and fit: complete every attribute of ${a.base}.`
          : `Fashion-first shoppers who filter by brand and style: complete every attribute of ${a.base}.`,
      );
      break;
    case 'nykaa':
      out.push(`Beauty shoppers who search by concern and ingredient: name both in the ${a.base} title.`);
      break;
    case 'blinkit':
    case 'zepto':
    case 'swiggy':
    case 'dunzo':
      out.push(
        `Minutes-fast delivery suits repeat and impulse buys: lead with ${q(`${a.base} ${size}`.trim())}.`,
        ...r.notes.map((n) => capitalize(cited(n))),
      );
      break;
    case 'zomato':
      out.push(
        a.noun?.profile.kind === 'dish'
          ? `Diners order ${a.base} by name, portion and veg or non-veg: photograph the portion and state it.`
          : 'Zomato lists restaurant food, not packaged retail goods.',
      );
      break;
  }
  return out;
}
