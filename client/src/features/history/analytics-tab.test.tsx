// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UsageStatistic } from '@/features/history/api/get-usage-history';
import { historyAnswer, json, keywordItem, renderHistory, stubHistory } from './test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stat = (tool_id: number, tool_name: string, total: number, ok: number): UsageStatistic => ({
  tool_id,
  tool_name,
  plan_name: 'Free Trial',
  billing_period: 'trial',
  total_calls: total,
  successful_calls: ok,
  failed_calls: total - ok,
  first_used: '2026-05-01T10:00:00Z',
  last_used: '2026-05-02T10:00:00Z',
});

const openAnalytics = () =>
  act(async () => {
    const tab = screen.getByRole('tab', { name: 'Usage Analytics' });
    fireEvent.mouseDown(tab, { button: 0 });
  });

const card = (label: string) =>
  screen.getAllByTestId('analytics-card').find((c) => c.textContent?.startsWith(label))?.textContent;

describe('HistoryPage, Usage Analytics tab', () => {
  it('sums the statistics into the four cards and lists each tool', async () => {
    const starter = { ...stat(2, 'Product Research', 1, 1), plan_name: 'Starter', billing_period: 'month' };
    const stats = [stat(1, 'Keyword Research', 2, 1), starter];
    const urls = stubHistory((url) =>
      json(historyAnswer(url.searchParams.get('limit') === '1' ? [] : [keywordItem(1, 'kurti')], {}, stats)),
    );
    renderHistory();
    await screen.findByTestId('history-table');
    await openAnalytics();
    expect(screen.getByText('Loading analytics...')).toBeTruthy();
    await screen.findByTestId('analytics-table');
    expect(urls.at(-1)?.search).toBe('?page=1&limit=1');
    expect(card('Total API Calls')).toBe('Total API Calls3');
    expect(card('Successful Calls')).toBe('Successful Calls2');
    expect(card('Failed Calls')).toBe('Failed Calls1');
    expect(card('Success Rate')).toBe('Success Rate67%');
    const rows = within(screen.getByTestId('analytics-table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual([
      'Keyword Research',
      'Product Research',
    ]);
    expect(rows[0]?.querySelectorAll('td')[1]?.textContent).toBe('Free Trial'); // the period would repeat it
    expect(rows[1]?.querySelectorAll('td')[1]?.textContent).toBe('StarterMonthly');
    expect(within(rows[0]!).getByRole('meter').getAttribute('aria-valuenow')).toBe('50');

    await act(async () => void fireEvent.change(screen.getByLabelText('Tool'), { target: { value: '3' } }));
    await waitFor(() => expect(urls.at(-1)?.search).toBe('?page=1&limit=1&toolId=3'));
  });

  it('says when there is nothing for the period', async () => {
    stubHistory(() => json(historyAnswer([])));
    renderHistory();
    await screen.findByText('No activity history found');
    await openAnalytics();
    expect(await screen.findByText('No analytics data available for the selected period')).toBeTruthy();
    expect(card('Success Rate')).toBe('Success Rate0%');
  });
});
