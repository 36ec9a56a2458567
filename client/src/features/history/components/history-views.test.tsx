// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keywordItem, statistic } from '@/test/history-fixtures';
import { initialFilters } from '../history-filters';
import { usageTotals } from '../history-rules';
import { ActivityList } from './activity-list';
import { AnalyticsCards } from './analytics-cards';
import { AnalyticsTable } from './analytics-table';
import { FilterBar } from './filter-bar';

afterEach(cleanup);

describe('ActivityList', () => {
  it('lists each call with its tool, type, request, status and Indian date', () => {
    const failed = {
      ...keywordItem(1, 'cotton kurti'),
      response_status: 502,
      usage_type: 'not_counted',
      usage_count: 0,
    };
    const second = { ...keywordItem(2, 'steel bottle'), usage_count: 2 };
    render(<ActivityList items={[second, failed]} onView={() => undefined} />);
    const rows = within(screen.getByTestId('history-table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Keyword Research');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[0]!).slice(1, 3)).toEqual(['trial call', '2']);
    expect(cells(rows[1]!).slice(1, 3)).toEqual(['not counted', '0']);
    expect(rows[0]?.textContent).toContain('steel bottle');
    expect(rows[0]?.textContent).toContain('Success');
    expect(rows[1]?.textContent).toContain('Failed');
    expect(within(rows[0]!).getByTitle('1 May 2026, 3:30 pm').textContent).toBe('1 May 20263:30 pm');
  });

  it('opens the details of the call whose View Details is pressed', () => {
    const onView = vi.fn();
    const items = [keywordItem(2, 'steel bottle'), keywordItem(1, 'cotton kurti')];
    render(<ActivityList items={items} onView={onView} />);
    const table = screen.getByTestId('history-table');
    fireEvent.click(within(table).getAllByRole('button', { name: 'View Details' })[1]!);
    expect(onView).toHaveBeenCalledWith(items[1]);
  });
});

describe('Usage Analytics', () => {
  const starter = {
    ...statistic(2, 'Product Research', 1, 1),
    plan_name: 'Starter',
    billing_period: 'month',
  };
  const rows = [statistic(1, 'Keyword Research', 2, 1), starter];

  it('sums the statistics into the four cards', () => {
    render(<AnalyticsCards totals={usageTotals(rows)} />);
    const card = (label: string) =>
      screen.getAllByTestId('analytics-card').find((c) => c.textContent?.startsWith(label))?.textContent;
    expect(card('Total API Calls')).toBe('Total API Calls3');
    expect(card('Successful Calls')).toBe('Successful Calls2');
    expect(card('Failed Calls')).toBe('Failed Calls1');
    expect(card('Success Rate')).toBe('Success Rate67%');
  });

  it('lists each tool with its plan, period and success rate', () => {
    render(<AnalyticsTable rows={rows} />);
    const tableRows = within(screen.getByTestId('analytics-table')).getAllByRole('row').slice(1);
    expect(tableRows.map((r) => r.querySelector('td')?.textContent)).toEqual([
      'Keyword Research',
      'Product Research',
    ]);
    expect(tableRows[0]?.querySelectorAll('td')[1]?.textContent).toBe('Free Trial'); // the period would repeat it
    expect(tableRows[1]?.querySelectorAll('td')[1]?.textContent).toBe('StarterMonthly');
    expect(within(tableRows[0]!).getByRole('meter').getAttribute('aria-valuenow')).toBe('50');
  });
});

describe('FilterBar', () => {
  it('filters by tool, changes the page size and clears the filters', () => {
    const dispatch = vi.fn();
    const { rerender } = render(<FilterBar filters={initialFilters} dispatch={dispatch} withPageSize />);
    expect((screen.getByRole('button', { name: 'Clear Filters' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Tool'), { target: { value: '2' } });
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'filter', field: 'toolId', value: '2' });
    fireEvent.change(screen.getByLabelText('Items per page'), { target: { value: '50' } });
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'limit', value: 50 });
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-05-01' } });
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'filter', field: 'startDate', value: '2026-05-01' });
    rerender(<FilterBar filters={{ ...initialFilters, toolId: '2' }} dispatch={dispatch} withPageSize />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'clear' });
  });

  it('offers all tools first and says when the range ends before it starts', () => {
    render(
      <FilterBar
        filters={{ ...initialFilters, startDate: '2026-05-02', endDate: '2026-05-01' }}
        dispatch={() => undefined}
      />,
    );
    const tool = screen.getByLabelText('Tool') as HTMLSelectElement;
    expect([...tool.options].map((o) => o.text)).toEqual([
      'All tools',
      'Keyword Research',
      'Product Research',
      'Product Optimization',
    ]);
    expect(screen.queryByLabelText('Items per page')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBeTruthy();
  });
});
