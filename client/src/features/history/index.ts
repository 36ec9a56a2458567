// The history feature's public entry: the seller's recent calls, for the dashboard.
export {
  historyKeys,
  usageHistoryQuery,
  useUsageHistory,
  type UsageHistoryItem,
  type UsageHistoryParams,
} from './api/history-api';
export { requestSummary } from './request-summary';
// The history's CSV columns, for the account's data download.
export { historyCsvHeader, historyCsvRow } from './export-history';
