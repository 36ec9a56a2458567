import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { callAiTool } from './support/ai-calls';
import { indianDate } from './support/india-day';
import { signInAsNewSeller } from './support/session';

test('history exports the filtered calls as a CSV with BOM, Indian scripts intact', async ({
  page,
  request,
}) => {
  const token = await signInAsNewSeller(page, request, 'Lata', 'Desai');
  for (const [tool, body] of [
    ['keyword-research', { keyword: 'साड़ी', platform: 'amazon', language: 'Hindi' }],
    ['keyword-research', { keyword: 'cotton kurti', platform: 'flipkart' }],
    ['product-research', { productName: 'Brass diya set', platform: 'all' }],
  ] as const)
    expect((await callAiTool(request, token, tool, body)).status()).toBe(200);

  await page.goto('/history');
  await page.getByLabel('Tool').selectOption({ label: 'Keyword Research' });
  await expect(page.getByTestId('history-table').locator('tbody tr')).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vikreta-history-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'Date & Time,Tool,Usage Type,Usage Count,Request,Platform · Language,Status,Response',
  );
  expect(lines).toHaveLength(3);
  // Newest first: the seller's second keyword call of the trial, then the first.
  expect(lines[1]).toContain(',Keyword Research,trial call,2,');
  expect(lines[2]).toContain(',Keyword Research,trial call,1,');
  expect(lines[1]).toContain('cotton kurti');
  expect(lines[1]).toContain('Flipkart · English');
  expect(lines[2]).toContain('साड़ी');
  expect(lines[2]).toContain('Amazon.in · Hindi');
  expect(lines.join('\n')).not.toContain('Brass diya');
});

test('Usage Analytics draws calls per day: one bar per day of the selected period', async ({
  page,
  request,
}) => {
  const token = await signInAsNewSeller(page, request, 'Kiran', 'Bose');
  for (const keyword of ['cotton kurti', 'steel bottle'])
    expect(
      (await callAiTool(request, token, 'keyword-research', { keyword, platform: 'amazon' })).status(),
    ).toBe(200);

  await page.goto('/history');
  await page.getByRole('tab', { name: 'Usage Analytics' }).click();
  const chart = page.getByTestId('daily-chart');
  // Without dates: the last 30 days.
  await expect(chart).toHaveAttribute('data-days', '30');
  await page.getByLabel('Start Date', { exact: true }).fill(indianDate(-4));
  await page.getByLabel('End Date', { exact: true }).fill(indianDate(0));
  await expect(chart).toHaveAttribute('data-days', '5');
  const rows = chart.getByRole('table', { name: 'Calls per day' }).locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(rows.last().locator('td').first()).toHaveText('2');
  await expect(chart.locator('.recharts-bar-rectangle')).not.toHaveCount(0);
});
