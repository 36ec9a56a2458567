// The history feature's public entry: the seller's recent calls, for the dashboard.
export { requestSummary, useUsageHistory, type UsageHistoryItem } from './api/get-usage-history';
// The history's CSV columns, for the account's data download.
export { historyCsvHeader, historyCsvRow } from './export-history';
