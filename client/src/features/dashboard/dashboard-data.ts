import type { QueryClient } from '@tanstack/react-query';
import { recentHistoryPageSize } from '@common/constants/product';
import { usageHistoryQuery, type UsageHistoryParams } from '@/features/history';
import { userPlanQuery } from '@/features/plans';
import { toolsQuery } from '@/features/tools';
import { indiaMonthStart } from './dates';

/** The recent activity list: the latest calls. */
export const recentActivityParams: UsageHistoryParams = { limit: recentHistoryPageSize };

/** This India month's calls: only the statistics are read, so one row is enough. */
export const thisMonthParams = (): UsageHistoryParams => ({ limit: 1, startDate: indiaMonthStart() });

/**
 * Asks for everything the dashboard shows, for a seller opening it directly: the answers arrive while its
 * code is still on its way, instead of being asked for once the screen has drawn.
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(userPlanQuery);
  void queryClient.prefetchQuery(toolsQuery);
  void queryClient.prefetchQuery(usageHistoryQuery(recentActivityParams));
  void queryClient.prefetchQuery(usageHistoryQuery(thisMonthParams()));
}
