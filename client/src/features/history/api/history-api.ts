import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UsageHistoryResponse } from '@common/contracts/history';
import { api } from '@/lib/api-client';

export type { UsageHistoryItem, UsageHistoryResponse, UsageStatistic } from '@common/contracts/history';

export interface UsageHistoryParams {
  page?: number;
  limit?: number;
  toolId?: number;
  /** Asia/Kolkata calendar days, 'YYYY-MM-DD', both ends included. */
  startDate?: string;
  endDate?: string;
}

/** The query string of the params that are set, in a stable order. */
export const historySearch = (params: UsageHistoryParams) => {
  const search = new URLSearchParams();
  for (const key of ['page', 'limit', 'toolId', 'startDate', 'endDate'] as const) {
    const value = params[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * The history feature's query keys: every query of the seller's calls starts with `historyKeys.all`, so one
 * invalidation (a new AI call, a plan change) refreshes the list, the chart and an opened call alike.
 */
export const historyKeys = {
  all: ['usage', 'history'] as const,
  list: (params: object) => [...historyKeys.all, params] as const,
  daily: (params: object) => [...historyKeys.all, 'daily', params] as const,
  item: (id: number | null) => [...historyKeys.all, 'item', id] as const,
};

/** GET /api/usage/history: one page of the seller's own events, pagination and statistics. */
export const usageHistoryQuery = (params: UsageHistoryParams) =>
  queryOptions({
    queryKey: historyKeys.list(params),
    queryFn: () => api.get<UsageHistoryResponse>(`/api/usage/history${historySearch(params)}`),
    staleTime: 15_000,
  });

export const useUsageHistory = (params: UsageHistoryParams, enabled = true) =>
  useQuery({ ...usageHistoryQuery(params), enabled, placeholderData: keepPreviousData });
