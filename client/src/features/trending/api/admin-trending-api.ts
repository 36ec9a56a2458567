import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTrendingProduct, TrendingProductInput } from '@common/contracts/trending';
import { api } from '@/lib/api-client';
import { trendingKeys } from './trending-api';

const path = '/api/admin/trending-products';

/** GET /api/admin/trending-products: retried once, not refetched on window focus. */
export const adminTrendingQuery = queryOptions({
  queryKey: trendingKeys.admin,
  queryFn: ({ signal }) => api.get<AdminTrendingProduct[]>(path, { signal }),
  retry: 1,
  refetchOnWindowFocus: false,
});
export const useAdminTrending = () => useQuery(adminTrendingQuery);

/** A change refreshes both the admin list and the sellers' list. */
function useTrendingChange<V, R>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminTrendingQuery.queryKey }),
        client.invalidateQueries({ queryKey: trendingKeys.all }),
      ]),
  });
}

export const useCreateTrending = () =>
  useTrendingChange((input: TrendingProductInput) => api.post<AdminTrendingProduct>(path, input));
export const useUpdateTrending = () =>
  useTrendingChange(({ id, input }: { id: number; input: TrendingProductInput }) =>
    api.put<AdminTrendingProduct>(`${path}/${id}`, input),
  );
export const useDeleteTrending = () => useTrendingChange((id: number) => api.delete<void>(`${path}/${id}`));
export const useToggleTrending = () =>
  useTrendingChange(({ id, isActive }: { id: number; isActive: boolean }) =>
    api.put<AdminTrendingProduct>(`${path}/${id}/toggle`, { is_active: isActive }),
  );
