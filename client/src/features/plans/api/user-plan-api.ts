import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { usagePollingMs } from '@common/constants/product';
import type { UserPlan } from '@common/contracts/plans';
import { api } from '@/lib/api-client';

export type { ToolUsage, UserPlan } from '@common/contracts/plans';

/** GET /api/user/plan: plan, subscription and usage per tool id. */
export const userPlanQuery = queryOptions({
  queryKey: ['user', 'plan'],
  queryFn: () => api.get<UserPlan>('/api/user/plan'),
  staleTime: 15_000,
});

interface Options {
  /** False for admins: plan fetches are skipped for them. */
  enabled?: boolean;
  /** Refetch every 30 s while mounted. */
  poll?: boolean;
}

export const useUserPlan = ({ enabled = true, poll = false }: Options = {}) =>
  useQuery({ ...userPlanQuery, enabled, refetchInterval: poll ? usagePollingMs : false });

/** Refetches the plan, so the usage card, the badge and the sidebar catch up after an AI call. */
export function useRefreshUserPlan() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: userPlanQuery.queryKey }),
    [queryClient],
  );
}
