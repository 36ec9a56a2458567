import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { callAiTool, type AiTool } from './support/ai-calls';
import { recordAppearances, seenTexts } from './support/appearances';
import { signInAsNewSeller } from './support/session';
import { indianDate } from './support/india-day';

// The journey through one seller's few calls, the details dialog and copying are in e2e/history.spec.ts.

const tools: { path: AiTool; body: (n: number) => Record<string, string>; calls: number }[] = [
  {
    path: 'keyword-research',
    body: (n: number) => ({ keyword: `kurti ${n}`, platform: 'amazon' }),
    calls: 7,
  },
  {
    path: 'product-research',
    body: (n: number) => ({ productName: `diya ${n}`, platform: 'all' }),
    calls: 7,
  },
  {
    path: 'product-optimization',
    body: (n: number) => ({ productName: `bottle ${n}`, platform: 'flipkart' }),
    calls: 6,
  },
];

/**
 * 20 calls through the real API, as many as the per-minute burst limit lets one seller make: 3 per tool
 * answered (the trial's calls), the others refused with 429, which the history keeps as refused: not failures.
 * Returns the message of the last refusal.
 */
async function twentyCalls(request: APIRequestContext, accessToken: string) {
  let refusal = '';
  for (const tool of tools) {
    for (let n = 1; n <= tool.calls; n++) {
      const res = await callAiTool(request, accessToken, tool.path, tool.body(n));
      expect(res.status(), `${tool.path} call ${n}`).toBe(n <= 3 ? 200 : 429);
      if (n > 3) refusal = ((await res.json()) as { message: string }).message;
    }
  }
  return refusal;
}

/** The query of the next history call the page makes, after `action`. */
async function historyQueryAfter(page: Page, action: () => Promise<unknown>) {
  const [call] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname === '/api/usage/history'),
    action(),
  ]);
  return new URL(call.url()).search;
}

test('history: 20 calls over pages, filters and page sizes back to page 1, refused calls, analytics figures', async ({
  page,
  request,
}) => {
  const accessToken = await signInAsNewSeller(page, request, 'Deepa', 'Kulkarni');
  const refusal = await twentyCalls(request, accessToken);
  const statuses = await recordAppearances(page, '[role="status"]');

  expect(await historyQueryAfter(page, () => page.goto('/history'))).toBe('?page=1&limit=20');
  const rows = page.getByTestId('history-table').locator('tbody tr');
  await expect(rows).toHaveCount(20);
  await expect.poll(() => seenTexts(statuses)).toContain('Loading your history...');
  await expect(page.getByTestId('total-activities')).toContainText('20');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Product Optimization');
  // A refused call did not count (Usage Type 'not counted', Usage Count 0); the first keyword call was trial call 1.
  const usage = (row: typeof rows) => row.locator('td').nth(1).textContent();
  const count = (row: typeof rows) => row.locator('td').nth(2).textContent();
  expect([await usage(rows.first()), await count(rows.first())]).toEqual(['not counted', '0']);
  expect([await usage(rows.last()), await count(rows.last())]).toEqual(['trial call', '1']);
  await expect(rows.first().locator('[data-status]')).toHaveText('Refused');
  await expect(rows.last()).toContainText('kurti 1');
  await expect(rows.last()).toContainText('Success');
  const when = rows.last().locator('time');
  await expect(when).toHaveAttribute('title', /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)$/);
  const title = (await when.getAttribute('title'))!;
  await expect(when).toHaveText(title.replace(', ', ''));

  await rows.first().getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search Details' });
  await expect(dialog.getByTestId('response-summary')).toHaveText(refusal);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  const perPage = page.getByLabel('Items per page');
  expect(await historyQueryAfter(page, () => perPage.selectOption('10'))).toBe('?page=1&limit=10');
  await expect(rows).toHaveCount(10);
  const pages = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pages.getByRole('button')).toHaveText(['Previous', '1', '2', 'Next']);
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  const toPage2 = () => pages.getByRole('button', { name: 'Page 2' }).click();
  expect(await historyQueryAfter(page, toPage2)).toBe('?page=2&limit=10');
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(rows.last()).toContainText('kurti 1');

  // A filter goes back to page 1: the 7 product research calls would leave page 2 empty.
  const tool = page.getByLabel('Tool');
  const product = () => tool.selectOption({ label: 'Product Research' });
  expect(await historyQueryAfter(page, product)).toBe('?page=1&limit=10&toolId=2');
  await expect(rows).toHaveCount(7);
  await expect(page.getByTestId('total-activities')).toContainText('7');
  await expect(pages).toHaveCount(0);

  // So does the page size.
  // (Pages seen a moment ago come from the cache, without a call.)
  await tool.selectOption({ label: 'All tools' });
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await toPage2();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(await historyQueryAfter(page, () => perPage.selectOption('50'))).toBe('?page=1&limit=50');
  await expect(rows).toHaveCount(20);

  const from = page.getByLabel('Start Date', { exact: true });
  const today = indianDate();
  expect(await historyQueryAfter(page, () => from.fill(today))).toBe(`?page=1&limit=50&startDate=${today}`);
  await expect(rows).toHaveCount(20);
  await from.fill(indianDate(1));
  await expect(page.getByText('No activity history found')).toBeVisible();
  await expect(
    page.getByText('Nothing matches these filters. Try another tool or a wider date range.'),
  ).toBeVisible();
  // Clear Filters keeps the page size.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(rows).toHaveCount(20);
  await expect(from).toHaveValue('');
  await expect(perPage).toHaveValue('50');
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();

  const analytics = () => page.getByRole('tab', { name: 'Usage Analytics' }).click();
  expect(await historyQueryAfter(page, analytics)).toBe('?page=1&limit=1');
  const card = (label: string) => page.getByTestId('analytics-card').filter({ hasText: label });
  await expect(card('Total API Calls')).toHaveText(/20$/);
  await expect.poll(() => seenTexts(statuses)).toContain('Loading analytics...');
  await expect(card('Successful Calls')).toHaveText(/9$/);
  // The 11 calls the trial refused are neither successes nor failures: every call that ran was answered.
  await expect(card('Failed Calls')).toHaveText(/0$/);
  await expect(card('Success Rate')).toHaveText(/100%$/);
  await expect(page.getByTestId('refused-calls')).toContainText('11 calls were refused by your plan');
  const statRows = page.getByTestId('analytics-table').locator('tbody tr');
  await expect(statRows.locator('td:first-child')).toHaveText([
    'Keyword Research',
    'Product Optimization',
    'Product Research',
  ]);
  const keyword = statRows.first();
  await expect(keyword.locator('td').nth(1)).toHaveText('Free Trial'); // the trial says its period
  await expect(keyword.locator('td').nth(2)).toHaveText('7');
  await expect(keyword.locator('td').nth(3)).toHaveText('3');
  await expect(keyword.locator('td').nth(4)).toHaveText('0');
  await expect(keyword.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  await expect(statRows.nth(1).getByRole('meter')).toHaveAttribute('aria-valuenow', '100');

  const optimization = () => page.getByLabel('Tool').selectOption({ label: 'Product Optimization' });
  expect(await historyQueryAfter(page, optimization)).toBe('?page=1&limit=1&toolId=3');
  await expect(card('Total API Calls')).toHaveText(/6$/);
  await expect(card('Success Rate')).toHaveText(/100%$/);
  await expect(page.getByTestId('refused-calls')).toContainText('3 calls were refused by your plan');
  await expect(statRows).toHaveCount(1);
});

test('a seller with no calls yet: no activity, no analytics, a 0% success rate', async ({
  page,
  request,
}) => {
  await signInAsNewSeller(page, request, 'Tenzin', 'Dorje');
  await page.goto('/history');
  await expect(page.getByText('No activity history found')).toBeVisible();
  await expect(
    page.getByText('Your keyword research, product research and optimization calls will show up here.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Usage Analytics' }).click();
  await expect(page.getByText('No analytics data available for the selected period')).toBeVisible();
  const card = (label: string) => page.getByTestId('analytics-card').filter({ hasText: label });
  await expect(card('Total API Calls')).toHaveText(/0$/);
  await expect(card('Success Rate')).toHaveText(/0%$/);
});

test.describe('an Indian seller', () => {
  test.use({ locale: 'en-IN' });

  test('types the date filters as dd/mm/yyyy, and is told when a date cannot be read', async ({
    page,
    request,
  }) => {
    const token = await signInAsNewSeller(page, request, 'Meena', 'Iyer');
    const keyword = await callAiTool(request, token, 'keyword-research', {
      keyword: 'cotton kurti',
      platform: 'amazon',
    });
    expect(keyword.status()).toBe(200);
    await page.goto('/history');
    const rows = page.getByTestId('history-table').locator('tbody tr');
    await expect(rows).toHaveCount(1);

    const from = page.getByLabel('Start Date', { exact: true });
    await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    const [year, month, day] = indianDate().split('-');
    expect(await historyQueryAfter(page, () => from.fill(`${day}/${month}/${year}`))).toBe(
      `?page=1&limit=20&startDate=${indianDate()}`,
    );
    await expect(rows).toHaveCount(1);
    const [nextYear, nextMonth, nextDay] = indianDate(1).split('-');
    await from.fill(`${nextDay}/${nextMonth}/${nextYear}`);
    await expect(page.getByText('No activity history found')).toBeVisible();

    await from.fill('31/02/2026');
    await from.blur();
    await expect(page.getByText('Enter the date as dd/mm/yyyy')).toBeVisible();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(from).toHaveValue('');
    await expect(rows).toHaveCount(1);
  });

  test('a date outside 2000-2100 is refused on the screen, and the chart keeps working after it', async ({
    page,
    request,
  }) => {
    const token = await signInAsNewSeller(page, request, 'Ravi', 'Menon');
    const keyword = await callAiTool(request, token, 'keyword-research', {
      keyword: 'steel bottle',
      platform: 'amazon',
    });
    expect(keyword.status()).toBe(200);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/usage/history')) asked.push(new URL(r.url()).search);
    });
    await page.goto('/history');
    await page.getByRole('tab', { name: 'Usage Analytics' }).click();
    const chart = page.getByTestId('daily-chart');
    await expect(chart).toHaveAttribute('data-days', '30');

    const to = page.getByLabel('End Date', { exact: true });
    await to.fill('31/12/9999');
    const refusal = page.getByRole('alert').filter({ hasText: 'Use a date from 2000 to 2100' });
    await expect(refusal).toBeVisible();
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(chart).toHaveCount(0);
    expect(asked.filter((q) => q.includes('9999'))).toEqual([]);

    // The last day a seller could mean is accepted: the 30 days up to it.
    await to.fill('31/12/2100');
    await expect(refusal).toHaveCount(0);
    await expect(chart).toHaveAttribute('data-days', '30');
    await expect(
      chart.getByRole('table', { name: 'Calls per day' }).locator('tbody tr').last(),
    ).toContainText('2100');
  });
});
