import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { toolIds } from '@common/constants/tools';
import type { UsageHistoryItem, UsageHistoryResponse } from '@/features/history/api/get-usage-history';
import HistoryPage from './history-page';

/** A stored keyword research call, as the server sends it. */
export const keywordItem = (id: number, keyword: string): UsageHistoryItem => ({
  id,
  tool_id: toolIds.keyword_research,
  tool_name: 'Keyword Research',
  usage_type: 'keyword_research',
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

/** A history answer; `totalPages` defaults to what `total` and `limit` give. */
export const historyAnswer = (
  history: UsageHistoryItem[],
  page: Partial<UsageHistoryResponse['pagination']> = {},
  statistics: UsageHistoryResponse['statistics'] = [],
): UsageHistoryResponse => {
  const total = page.total ?? history.length;
  const limit = page.limit ?? 20;
  return {
    history,
    pagination: { page: 1, limit, total, totalPages: Math.ceil(total / limit), ...page },
    statistics,
  };
};

/** Stubs fetch: every history request is recorded and answered by `reply`. */
export function stubHistory(reply: (url: URL) => Response | Promise<Response>) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      const url = new URL(path, 'http://localhost');
      if (url.pathname !== '/api/usage/history') return new Promise(() => undefined);
      urls.push(url);
      return Promise.resolve(reply(url));
    }),
  );
  return urls;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function renderHistory() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HistoryPage />
    </QueryClientProvider>,
  );
}
