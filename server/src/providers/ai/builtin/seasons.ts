import type { Category } from '@common/constants/options';
import { monthNames, sellingSeasons, type SellingSeason } from './market-data/seasonality';

/** Selling seasons that lift a category (site-wide sales included), in calendar order. */
export function seasonsFor(category: Category | null): SellingSeason[] {
  return sellingSeasons.filter(
    (s) => s.categories === 'all' || (category !== null && s.categories.includes(category)),
  );
}

/** Seasons named for this category specifically (not only site-wide sales). */
export function categorySeasons(category: Category | null): SellingSeason[] {
  return sellingSeasons.filter(
    (s) => s.categories !== 'all' && category !== null && s.categories.includes(category),
  );
}

export function monthsLabel(months: readonly number[]): string {
  const names = months.map((m) => monthNames[m - 1] ?? '');
  if (names.length === 1) return names[0] ?? '';
  return `${names[0]}–${names.at(-1)}`;
}
