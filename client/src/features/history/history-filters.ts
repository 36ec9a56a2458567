import { toolIds } from '@common/constants/tools';
import { filterDayRangeMessage, firstFilterDay, lastFilterDay } from '@common/contracts/history';
import type { UsageHistoryParams } from '@/features/history/api/history-api';
import { defaultPageSize } from './history-rules';

/** The tools a seller can filter by, with their fixed ids. */
export const toolChoices = [
  { value: String(toolIds.keyword_research), label: 'Keyword Research' },
  { value: String(toolIds.product_research), label: 'Product Research' },
  { value: String(toolIds.product_optimization), label: 'Product Optimization' },
] as const;

export interface HistoryFilters {
  /** A tool id, or '' for all tools. */
  toolId: string;
  /** 'YYYY-MM-DD' or ''. */
  startDate: string;
  endDate: string;
  limit: number;
  page: number;
}

export const initialFilters: HistoryFilters = {
  toolId: '',
  startDate: '',
  endDate: '',
  limit: defaultPageSize,
  page: 1,
};

export type FilterAction =
  | { type: 'filter'; field: 'toolId' | 'startDate' | 'endDate'; value: string }
  | { type: 'limit'; value: number }
  | { type: 'page'; value: number }
  | { type: 'clear' };

/** Any filter change and any page-size change go back to page 1. Clear keeps the page size. */
export function filtersReducer(state: HistoryFilters, action: FilterAction): HistoryFilters {
  switch (action.type) {
    case 'filter':
      return { ...state, [action.field]: action.value, page: 1 };
    case 'limit':
      return { ...state, limit: action.value, page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, action.value) };
    case 'clear':
      return { ...initialFilters, limit: state.limit };
  }
}

export const hasFilters = (f: HistoryFilters) => Boolean(f.toolId || f.startDate || f.endDate);

const outsideFilterDays = (day: string) => Boolean(day) && (day < firstFilterDay || day > lastFilterDay);

/**
 * The server refuses a day outside 2000-2100 and a range that ends before it starts; the screen says so
 * instead of asking.
 */
export const dateRangeError = (f: HistoryFilters) => {
  if (outsideFilterDays(f.startDate) || outsideFilterDays(f.endDate)) return filterDayRangeMessage;
  return f.startDate && f.endDate && f.startDate > f.endDate
    ? 'The end date must be on or after the start date'
    : undefined;
};

/** The query of a filter state; empty filters are left out. */
export const historyParams = (f: HistoryFilters): UsageHistoryParams => ({
  page: f.page,
  limit: f.limit,
  toolId: f.toolId ? Number(f.toolId) : undefined,
  startDate: f.startDate || undefined,
  endDate: f.endDate || undefined,
});
