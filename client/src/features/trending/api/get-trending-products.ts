import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendingList } from '@common/contracts/trending';
import { api } from '@/lib/api-client';

export type { TrendingList, TrendingProduct } from '@common/contracts/trending';

/** The path of one list call: all products, or one exact category. */
export const trendingPath = (category: string) =>
  `/api/trending-products${category ? `?category=${encodeURIComponent(category)}` : ''}`;

/** GET /api/trending-products?category= (spec 01 §7): the products and every category. */
export const trendingQuery = (category: string) =>
  queryOptions({
    queryKey: ['trending-products', category],
    queryFn: ({ signal }) => api.get<TrendingList>(trendingPath(category), { signal }),
    staleTime: 5 * 60_000,
  });

/** Only asked for when a user is signed in (spec 01 §7); a new filter keeps the last list until it lands. */
export const useTrendingProducts = (category: string, enabled: boolean) =>
  useQuery({ ...trendingQuery(category), enabled, placeholderData: keepPreviousData });
