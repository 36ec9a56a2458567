import type { Category } from '@common/constants/options';
import { monthNames, sellingSeasons, type SellingSeason } from './market-data/seasonality';

/** Selling seasons that lift a category (site-wide sales included), in calendar order. */
export function seasonsFor(category: Category | null, product = ''): SellingSeason[] {
  return sellingSeasons.filter((s) => s.categories === 'all' || lifts(s, category, product));
}

/** Seasons that lift this product specifically (not only site-wide sales): by its category or its name. */
export function categorySeasons(category: Category | null, product = ''): SellingSeason[] {
  return sellingSeasons.filter((s) => s.categories !== 'all' && lifts(s, category, product));
}

const lifts = (s: SellingSeason, category: Category | null, product: string) =>
  (s.categories !== 'all' && category !== null && s.categories.includes(category)) ||
  Boolean(s.alsoFor?.test(product));

export function monthsLabel(months: readonly number[]): string {
  const names = months.map((m) => monthNames[m - 1] ?? '');
  if (names.length === 1) return names[0] ?? '';
  return `${names[0]}–${names.at(-1)}`;
}
