// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { historyAnswer, json, keywordItem, renderHistory, stubHistory } from './test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lastToast = () => toastStore.snapshot()[0];
const select = (label: string, value: string) =>
  act(async () => void fireEvent.change(screen.getByLabelText(label), { target: { value } }));

describe('HistoryPage, Activity History tab', () => {
  it('loads the first page of 20 and lists the calls', async () => {
    const urls = stubHistory(() =>
      json(historyAnswer([keywordItem(2, 'steel bottle'), keywordItem(1, 'cotton kurti')])),
    );
    renderHistory();
    expect(screen.getByText('Loading your history...')).toBeTruthy();
    const table = await screen.findByTestId('history-table');
    expect(urls[0]?.search).toBe('?page=1&limit=20');
    expect(within(screen.getByTestId('total-activities')).getByText('2')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('keyword research');
    expect(rows[0]?.textContent).toContain('steel bottle');
    expect(rows[0]?.textContent).toContain('Success');
    expect(within(rows[0]!).getByTitle('1 May 2026, 3:30 pm').textContent).toBe('1 May 20263:30 pm');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it("says 'No activity history found' when there is none", async () => {
    stubHistory(() => json(historyAnswer([])));
    renderHistory();
    expect(await screen.findByText('No activity history found')).toBeTruthy();
  });

  it('shows the error toast when the history cannot be loaded', async () => {
    stubHistory(() => json({ code: 'INTERNAL', message: 'boom' }, 500));
    renderHistory();
    await waitFor(() => expect(lastToast()?.title).toBe('Error'));
    expect(lastToast()).toMatchObject({ variant: 'destructive', description: 'Failed to load history' });
  });

  it('goes back to page 1 when a filter or the page size changes', async () => {
    const urls = stubHistory((url) =>
      json(
        historyAnswer([keywordItem(1, 'kurti')], { page: Number(url.searchParams.get('page')), total: 60 }),
      ),
    );
    renderHistory();
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Previous', '1', '2', '3', 'Next']);
    await act(async () => void fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' })));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('page')).toBe('2'));

    await select('Tool', '2');
    await waitFor(() => expect(urls.at(-1)?.search).toBe('?page=1&limit=20&toolId=2'));

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Page 3' })));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('page')).toBe('3'));
    await select('Items per page', '50');
    await waitFor(() => expect(urls.at(-1)?.search).toBe('?page=1&limit=50&toolId=2'));

    await select('Start Date', '2026-05-01');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('startDate')).toBe('2026-05-01'));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' })));
    await waitFor(() => expect(urls.at(-1)?.search).toBe('?page=1&limit=50'));
  });

  it('opens the details of a call and copies its answer', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    stubHistory(() => json(historyAnswer([keywordItem(1, 'cotton kurti')])));
    renderHistory();
    const table = await screen.findByTestId('history-table');
    await act(async () => void fireEvent.click(within(table).getByRole('button', { name: 'View Details' })));
    const dialog = screen.getByRole('dialog', { name: 'Search Details' });
    expect(within(dialog).getByText('Keyword Research Results')).toBeTruthy();
    expect(within(dialog).getByText('printed cotton kurti')).toBeTruthy();
    expect(within(dialog).getByTestId('response-summary').textContent).toBe(
      '2 related keywords, 0 long-tail keywords',
    );
    await act(
      async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Copy Raw Data' })),
    );
    expect(JSON.parse(String(writeText.mock.calls.at(0)?.at(0)))).toMatchObject({ keyword: 'cotton kurti' });
    expect(lastToast()).toMatchObject({ title: 'Copied!', description: 'Data copied to clipboard' });
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
