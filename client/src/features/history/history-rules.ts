import { usageTypes } from '@common/contracts/call-outcome';
import type { UsageStatistic } from '@/features/history/api/history-api';

/** Business constants of the history screen. */
export const pageSizes = [10, 20, 50, 100] as const;
export const defaultPageSize = 20;
/** Up to this many pages, every page number is shown. */
export const allPagesUpTo = 7;

export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page buttons: every page when there are 7 or fewer; otherwise the first page, an
 * ellipsis, the current page with its neighbours, an ellipsis, and the last page. An ellipsis stands only
 * where pages are hidden.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  if (totalPages <= allPagesUpTo) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), totalPages);
  const from = Math.max(2, page - 1);
  const to = Math.min(totalPages - 1, page + 1);
  const items: PageItem[] = [1];
  if (from > 2) items.push('gap-start');
  for (let p = from; p <= to; p++) items.push(p);
  if (to < totalPages - 1) items.push('gap-end');
  items.push(totalPages);
  return items;
}

/** Success means response_status 200 exactly. */
export const isSuccess = (responseStatus: number) => responseStatus === 200;

/** Successful calls as a whole percent of all calls; 0 when there were none. */
export const successRate = (successful: number, total: number) =>
  total > 0 ? Math.round((successful / total) * 100) : 0;

export interface UsageTotals {
  total: number;
  successful: number;
  /** Refused by the plan: neither successes nor failures, left out of the rate. */
  refused: number;
  failed: number;
  rate: number;
}

/** A row's success rate: its successes among the calls that ran (refused calls never ran). */
export const rowSuccessRate = (row: UsageStatistic) =>
  successRate(row.successful_calls, row.total_calls - row.refused_calls);

/** The four summary cards of the Usage Analytics tab, summed over the statistics rows. */
export function usageTotals(rows: readonly UsageStatistic[]): UsageTotals {
  const total = rows.reduce((sum, r) => sum + r.total_calls, 0);
  const successful = rows.reduce((sum, r) => sum + r.successful_calls, 0);
  const refused = rows.reduce((sum, r) => sum + r.refused_calls, 0);
  const failed = rows.reduce((sum, r) => sum + r.failed_calls, 0);
  return { total, successful, refused, failed, rate: successRate(successful, total - refused) };
}

/** 'trial_call' → 'trial call' (underscores shown as spaces). */
export const usageTypeLabel = (usageType: string) => usageType.replace(/_/g, ' ');

/** The Usage Count in words for the phone's card: 'call 2 of the trial', 'call 2 this month', 'not counted'. */
export function usageCountText(item: { usage_type: string; usage_count: number }): string {
  if (item.usage_type === usageTypes.trialCall) return `call ${item.usage_count} of the trial`;
  if (item.usage_type === usageTypes.monthlyCall) return `call ${item.usage_count} this month`;
  return item.usage_type === usageTypes.notCounted ? 'not counted' : usageTypeLabel(item.usage_type);
}

/** Plain text without the '**' bold markers AI answers carry. */
export const stripMarkers = (text: string) => text.replace(/\*\*/g, '');
