import { platformLabels, type MarketplacePlatform } from '@common/constants/options';
import type { SeedAnalysis } from './analyze';
import { cite, cited, rulesFor } from './cite';
import { platformFeeNotes } from './market-data/fees';
import type { KeywordSet } from './keyword-candidates';

const q = (s: string) => `'${s}'`;

/** Opportunities per platform for a product research, citing fees and listing rules where they matter. */
export function platformOpportunities(
  p: MarketplacePlatform,
  a: SeedAnalysis,
  kw: KeywordSet,
  fit: boolean,
): string[] {
  const r = rulesFor(p);
  const label = platformLabels[p];
  const fee = platformFeeNotes[p]?.[0];
  const lt = kw.longTail[0] ?? a.seed;
  const out: string[] = [];
  if (!fit)
    out.push(
      `${a.category ?? 'This product'} is not a core category on ${label}: test with a few units before committing stock.`,
    );
  switch (p) {
    case 'amazon':
      out.push(
        'Prime Day (July) and the Great Indian Festival (September–November) are the biggest traffic peaks.',
        `Sponsored Products on long-tail phrases such as ${q(lt)} cost less per click than the broad term.`,
        `Titles up to ${r.titleMaxChars} characters with under ${r.titleRecommendedChars ?? 80} recommended ${cite(r.titleLimit)}; backend search terms add synonyms without crowding the title.`,
      );
      break;
    case 'flipkart':
      out.push(
        'Big Billion Days (September–October) is the year’s largest traffic window on Flipkart.',
        `Up to ${r.maxSearchKeywords ?? 5} search keywords per listing: choose specific phrases like ${q(lt)}.`,
      );
      break;
    case 'meesho':
      out.push('Price-led buyers in smaller towns: value packs and combos do well.');
      break;
    case 'myntra':
      out.push(
        'Fashion-first shoppers who filter by brand, fabric and fit: complete attributes win visibility.',
      );
      break;
    case 'nykaa':
      out.push('Beauty shoppers who search by concern and ingredient: name both in the title.');
      break;
    case 'blinkit':
    case 'zepto':
    case 'swiggy':
    case 'dunzo':
      out.push(
        `Minutes-fast delivery suits repeat and impulse buys: lead with ${q(`${a.head} ${a.quantity ?? a.lists.packSizes[0] ?? ''}`.trim())}.`,
        ...r.notes.map((n) => cited(n)),
      );
      break;
    case 'zomato':
      out.push('Suits prepared food from restaurants and cloud kitchens, not packaged retail goods.');
      break;
  }
  if (fee && p !== 'blinkit') out.push(`Fees: ${cited(fee)}.`);
  return out;
}
