import { useEffect } from 'react';
import { toast } from '@/components/ui/toast-store';
import { useUsageHistory } from '@/features/history/api/history-api';
import { dateRangeError, historyParams, type HistoryFilters } from './history-filters';

/**
 * The history query of a filter state. It waits while the date range is backwards, and a failed load
 * shows the spec's toast once per failure.
 */
export function useHistory(filters: HistoryFilters) {
  const query = useUsageHistory(historyParams(filters), !dateRangeError(filters));
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toast({ variant: 'destructive', title: 'Error', description: 'Failed to load history' });
  }, [isError, errorUpdatedAt]);
  return query;
}
