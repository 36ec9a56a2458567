import { callOutcome } from '@common/contracts/call-outcome';
import type { UsageHistoryResponse } from '@common/contracts/history';
import { api } from '@/lib/api-client';
import { downloadCsv } from '@/lib/csv';
import { historySearch, type UsageHistoryItem, type UsageHistoryParams } from './api/history-api';
import { historyRequestContext, historyRequestSummary } from './request-summary';
import { formatDateTime } from '@/lib/ist-time';
import { usageTypeLabel } from './history-rules';
import { responseSummary } from './summaries';

/** The API's largest page: an export reads the filtered history in as few calls as it can. */
const exportPageSize = 100;
/** At most this many rows in one file (a year of heavy use); the file says when it was cut. */
export const exportRowLimit = 10_000;

export const historyCsvHeader = [
  'Date & Time',
  'Tool',
  'Usage Type',
  'Usage Count',
  'Request',
  'Platform · Language',
  'Status',
  'Response',
];

export const historyCsvRow = (item: UsageHistoryItem): string[] => [
  formatDateTime(item.created_at),
  item.tool_name,
  usageTypeLabel(item.usage_type),
  String(item.usage_count),
  historyRequestSummary(item.request_data),
  historyRequestContext(item.request_data),
  {
    success: 'Success',
    refused: `Refused (${item.response_status})`,
    failed: `Failed (${item.response_status})`,
  }[callOutcome(item.response_status)],
  responseSummary(item.response_data),
];

/** Every call matching the filters (not just the page on screen), newest first, through the real API. */
export async function filteredHistory(params: UsageHistoryParams): Promise<UsageHistoryItem[]> {
  const rows: UsageHistoryItem[] = [];
  for (let page = 1; rows.length < exportRowLimit; page++) {
    const search = historySearch({ ...params, page, limit: exportPageSize });
    const answer = await api.get<UsageHistoryResponse>(`/api/usage/history${search}`);
    rows.push(...answer.history);
    if (page >= answer.pagination.totalPages) break;
  }
  return rows.slice(0, exportRowLimit);
}

/** The filtered history as a CSV file (UTF-8 with BOM, Indian scripts intact). */
export async function exportHistory(params: UsageHistoryParams): Promise<number> {
  const items = await filteredHistory(params);
  const day = new Date().toISOString().slice(0, 10);
  await downloadCsv(`vikreta-history-${day}.csv`, historyCsvHeader, items.map(historyCsvRow));
  return items.length;
}
