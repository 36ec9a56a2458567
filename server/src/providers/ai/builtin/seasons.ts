import type { Category, Platform } from '@common/constants/options';
import { monthNames, sellingSeasons, type SellingSeason } from './market-data/seasonality';

/** The marketplaces an answer is for: one marketplace's own sale is named only to its sellers. */
export type SoldOn = readonly Platform[] | 'all';

const soldThere = (s: SellingSeason, on: SoldOn) =>
  !s.marketplace || on === 'all' || on.includes(s.marketplace);

/** Selling seasons that lift a category (site-wide sales included), in calendar order. */
export function seasonsFor(category: Category | null, product: string, on: SoldOn): SellingSeason[] {
  return sellingSeasons.filter(
    (s) => soldThere(s, on) && (s.categories === 'all' || lifts(s, category, product)),
  );
}

/** Seasons that lift this product specifically (not only site-wide sales): by its category or its name. */
export function categorySeasons(category: Category | null, product: string, on: SoldOn): SellingSeason[] {
  return sellingSeasons.filter(
    (s) => soldThere(s, on) && s.categories !== 'all' && lifts(s, category, product),
  );
}

const lifts = (s: SellingSeason, category: Category | null, product: string) =>
  (s.categories !== 'all' && category !== null && s.categories.includes(category)) ||
  Boolean(s.alsoFor?.test(product));

export function monthsLabel(months: readonly number[]): string {
  const names = months.map((m) => monthNames[m - 1] ?? '');
  if (names.length === 1) return names[0] ?? '';
  return `${names[0]}–${names.at(-1)}`;
}
