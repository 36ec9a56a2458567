import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTool, AdminUserList, AdminUserListQuery } from '@common/contracts/admin';
import type {
  AdminAnalytics,
  RevenueAnalytics,
  UsageAnalytics,
  UsageTrends,
} from '@common/contracts/admin-analytics';
import type { AuditPage } from '@common/contracts/admin-audit';
import type { AdminPlan } from '@common/contracts/admin-plans';
import { api } from '@/lib/api-client';

/** Admin lists are refetched only after a save: no retries, no refetch on focus. */
const adminQuery = { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } as const;

export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  tools: ['admin', 'tools'] as const,
  plans: ['admin', 'plans'] as const,
};

export type UserListParams = Partial<
  Pick<AdminUserListQuery, 'page' | 'limit' | 'search' | 'joined' | 'plan'>
>;

const searchOf = (params: UserListParams) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
};

export const usersQuery = (params: UserListParams) =>
  queryOptions({
    ...adminQuery,
    queryKey: [...adminKeys.users, params],
    queryFn: () => api.get<AdminUserList>(`/api/admin/users?${searchOf(params)}`),
  });
export const useAdminUsers = (params: UserListParams) =>
  useQuery({ ...usersQuery(params), placeholderData: keepPreviousData });

export const useAdminTools = () =>
  useQuery({
    ...adminQuery,
    queryKey: adminKeys.tools,
    queryFn: () => api.get<AdminTool[]>('/api/admin/tools'),
  });

export const useAdminPlans = () =>
  useQuery({
    ...adminQuery,
    queryKey: adminKeys.plans,
    queryFn: () => api.get<AdminPlan[]>('/api/admin/pricing/plans'),
  });

export const useAdminAnalytics = () =>
  useQuery({
    ...adminQuery,
    queryKey: [...adminKeys.all, 'analytics'],
    queryFn: () => api.get<AdminAnalytics>('/api/admin/analytics'),
  });
export const useRevenueAnalytics = () =>
  useQuery({
    ...adminQuery,
    queryKey: [...adminKeys.all, 'revenue'],
    queryFn: () => api.get<RevenueAnalytics>('/api/admin/revenue/analytics'),
  });
export const useUsageAnalytics = () =>
  useQuery({
    ...adminQuery,
    queryKey: [...adminKeys.all, 'usage'],
    queryFn: () => api.get<UsageAnalytics>('/api/admin/usage/analytics'),
  });
export const useUsageTrends = (days: number) =>
  useQuery({
    ...adminQuery,
    queryKey: [...adminKeys.all, 'trends', days],
    queryFn: () => api.get<UsageTrends>(`/api/admin/usage/trends?days=${days}`),
    placeholderData: keepPreviousData,
  });
export const useAuditLog = () =>
  useQuery({
    ...adminQuery,
    queryKey: [...adminKeys.all, 'audit'],
    queryFn: () => api.get<AuditPage>('/api/admin/audit?page=1&limit=8'),
  });
