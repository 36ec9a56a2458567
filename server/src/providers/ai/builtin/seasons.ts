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

export function monthsLabel(months: readonly number[]): string {
  const names = months.map((m) => monthNames[m - 1] ?? '');
  if (names.length === 1) return names[0] ?? '';
  return `${names[0]}–${names.at(-1)}`;
}
