import { toolIds } from '@common/constants/tools';
import type { UsageHistoryItem, UsageStatistic } from '@common/contracts/history';

/** A stored keyword research call, as the server sends it. */
export const keywordItem = (id: number, keyword: string): UsageHistoryItem => ({
  id,
  tool_id: toolIds.keyword_research,
  tool_name: 'Keyword Research',
  usage_type: 'trial_call',
  usage_count: 1,
  request_data: { keyword, platform: 'amazon', language: 'en' },
  response_data: {
    keyword,
    searchVolume: 'Estimated 10K–50K / month',
    competition: 'Medium (estimate)',
    relatedKeywords: [`${keyword} set`, `printed ${keyword}`],
    longTailKeywords: [],
    suggestions: [],
    platformInsights: [],
    isEstimate: true,
  },
  response_status: 200,
  created_at: '2026-05-01T10:00:00Z',
});

/** One row of the statistics the history answer carries. */
export const statistic = (tool_id: number, tool_name: string, total: number, ok: number): UsageStatistic => ({
  tool_id,
  tool_name,
  plan_name: 'Free Trial',
  billing_period: 'trial',
  total_calls: total,
  successful_calls: ok,
  refused_calls: 0,
  failed_calls: total - ok,
  first_used: '2026-05-01T10:00:00Z',
  last_used: '2026-05-02T10:00:00Z',
});
