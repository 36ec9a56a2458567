import type { Category } from '../constants/options';
import type { ListingFacts } from './extract';
import { isLoad } from './other-figures';

/**
 * Categories whose goods buyers search and compare by weight ('mango pickle 500 g', 'cat litter 5 kg'); a bag's
 * or a toy's weight is a bullet's fact, not a title's or a search's. Vikreta rule, as of November 2026.
 */
const byWeight = new Set<Category>([
  'Food & Beverages',
  'Beauty',
  'Pet Supplies',
  'Garden',
  'Health',
  'Baby Products',
]);
export const sellsByWeight = (category: Category | null | undefined): boolean =>
  category !== null && category !== undefined && byWeight.has(category);

/** What it takes or holds at most, not its own size: 'supports microSD up to 64 GB', 'expandable to 1 TB'. */
const takes = (source: string, q: { index: number }) =>
  /\b(?:supports?|expandable|up\s*to|upto|max(?:imum)?)\b[^.,;()]*$/i.test(
    source.slice(Math.max(0, q.index - 40), q.index),
  );

/**
 * The product's own size, as buyers search it: the quantities of its name, else the description's one size.
 * Never what it carries ('holds up to 5 kg'), the length of a part ('0.8 m blouse piece') or one piece of a
 * set ('350 ml each'). A description giving several different sizes of one kind ('300 ml, 450 ml and 600 ml
 * containers') describes a set's parts: none of them is the product's size. `perPiece` keeps one piece's size
 * ('350 ml each'): a title says it as written; buyers do not search a set by it. Vikreta rule, as of November 2026.
 */
export function productSizes(f: ListingFacts, perPiece = false): ListingFacts['quantities'] {
  const own = f.quantities.filter(
    (q) =>
      !isLoad(q.inName ? f.name : f.description, q) &&
      !takes(q.inName ? f.name : f.description, q) &&
      (perPiece || !q.text.endsWith(' each')),
  );
  const named = own.filter((q) => q.inName);
  if (named.length > 0) return named;
  const main = own.find((q) => q.measure !== 'length');
  if (!main) return [];
  const another = own.some((q) => q.measure === main.measure && q.base !== main.base);
  return another ? [] : [main];
}

/**
 * A duration with what it times, as the seller wrote it right after it in `source` ('4 Hours Backup'): a bare
 * '- 4 Hours' after a bulb's name says nothing.
 */
export function withWhatItTimes(source: string, q: { text: string; index: number; measure: string }): string {
  if (q.measure !== 'duration') return q.text;
  const after =
    /^\s*(backup|back-up|playtime|playback|run\s?time|battery\s+life|talk\s?time|standby)\b/i.exec(
      source.slice(q.index + q.text.length),
    );
  return after ? `${q.text} ${after[1]}` : q.text;
}
