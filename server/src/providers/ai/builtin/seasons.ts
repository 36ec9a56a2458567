import type { Category } from '@common/constants/options';
import type { Platform } from '@common/constants/platforms';
import { monthNames, sellingSeasons, type SellingSeason } from './market-data/seasonality';

/** The marketplaces an answer is for: one marketplace's own sale is named only to its sellers. */
export type SoldOn = readonly Platform[] | 'all';

const soldThere = (s: SellingSeason, on: SoldOn) =>
  !s.marketplace || on === 'all' || on.includes(s.marketplace);

/** A regional festival fits an answer with no location, or one in its region. */
const heldThere = (s: SellingSeason, location: string | undefined) =>
  !s.region || !location?.trim() || s.region.test(location);

const fits = (s: SellingSeason, on: SoldOn, location: string | undefined) =>
  soldThere(s, on) && heldThere(s, location);

/** Selling seasons that lift a category (site-wide sales included), in calendar order. */
export function seasonsFor(
  category: Category | null,
  product: string,
  on: SoldOn,
  location?: string,
): SellingSeason[] {
  return sellingSeasons.filter(
    (s) => fits(s, on, location) && (s.categories === 'all' || lifts(s, category, product)),
  );
}

/** Seasons that lift this product specifically (not only site-wide sales): by its category or its name. */
export function categorySeasons(
  category: Category | null,
  product: string,
  on: SoldOn,
  location?: string,
): SellingSeason[] {
  return sellingSeasons.filter(
    (s) => fits(s, on, location) && s.categories !== 'all' && lifts(s, category, product),
  );
}

/** By its category or the words of its name, unless its name says it is a product the season does not sell. */
const lifts = (s: SellingSeason, category: Category | null, product: string) =>
  !s.notFor?.test(product) &&
  ((s.categories !== 'all' && category !== null && s.categories.includes(category)) ||
    Boolean(s.alsoFor?.test(product)));

/** A season in the festive quarter (the festivals and the marketplaces' festive sales). */
export const inFestiveQuarter = (s: SellingSeason) => s.months.includes(10);

/**
 * The seasons to stock and advertise for: the product's own (categorySeasons) and, when the festive quarter is one
 * of them, the marketplace's festive sale beside it. A product the festive quarter does not lift (a vernier
 * caliper, cat litter) gets no festive peak: the sales bring it shoppers, not demand.
 */
export function peakSeasons(
  category: Category | null,
  product: string,
  on: SoldOn,
  location?: string,
): SellingSeason[] {
  const own = categorySeasons(category, product, on, location);
  if (!own.some(inFestiveQuarter)) return own;
  const sales = seasonsFor(category, product, on, location).filter(
    (s) => s.categories === 'all' && inFestiveQuarter(s),
  );
  return [...own, ...sales].sort((x, y) => (x.months[0] ?? 0) - (y.months[0] ?? 0));
}

/**
 * The `n` seasons to name first, in calendar order: for a seller's place, its own festivals first (Durga Puja in
 * Kolkata); with no place, nationwide seasons first (Pongal and Onam would crowd out Diwali for a saree).
 */
export function firstPeaks(seasons: readonly SellingSeason[], n: number, location?: string): SellingSeason[] {
  const [regional, nationwide] = [seasons.filter((s) => s.region), seasons.filter((s) => !s.region)];
  return (location?.trim() ? [...regional, ...nationwide] : [...nationwide, ...regional])
    .slice(0, n)
    .sort((x, y) => seasons.indexOf(x) - seasons.indexOf(y));
}

/** The site-wide sales an answer can name (every listing gets more shoppers in them), in calendar order. */
export const siteWideSales = (on: SoldOn, location?: string) =>
  sellingSeasons.filter((s) => s.categories === 'all' && fits(s, on, location));

export function monthsLabel(months: readonly number[]): string {
  const names = months.map((m) => monthNames[m - 1] ?? '');
  if (names.length === 1) return names[0] ?? '';
  return `${names[0]}–${names.at(-1)}`;
}
