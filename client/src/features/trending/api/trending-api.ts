import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendingList, TrendingSort } from '@common/contracts/trending';
import { api } from '@/lib/api-client';

export type { TrendingList, TrendingProduct, TrendingSort } from '@common/contracts/trending';

/** What the seller asked for: one category or all, a name search, an order, and how many to show. */
/** The trending feature's query keys: the sellers' lists all start with `trendingKeys.all`. */
export const trendingKeys = {
  all: ['trending-products'] as const,
  admin: ['admin', 'trending-products'] as const,
};

export interface TrendingFilter {
  category: string;
  search: string;
  sort: TrendingSort;
  limit: number;
}

/** The path of one list call (plus search, sort and limit). */
export function trendingPath({ category, search, sort, limit }: TrendingFilter) {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (search.trim()) params.set('search', search.trim());
  if (sort !== 'featured') params.set('sort', sort);
  params.set('limit', String(limit));
  return `/api/trending-products?${params}`;
}

/** GET /api/trending-products: a page of the products, how many match, and every category. */
export const trendingQuery = (filter: TrendingFilter) =>
  queryOptions({
    queryKey: [...trendingKeys.all, filter],
    queryFn: ({ signal }) => api.get<TrendingList>(trendingPath(filter), { signal }),
    staleTime: 5 * 60_000,
  });

/** Only asked for when a user is signed in; a new filter keeps the last list until it lands. */
export const useTrendingProducts = (filter: TrendingFilter, enabled: boolean) =>
  useQuery({ ...trendingQuery(filter), enabled, placeholderData: keepPreviousData });
