import { expect, test, type APIRequestContext } from '@playwright/test';
import { callAiTool, type AiTool } from './support/ai-calls';
import { signInAsNewSeller } from './support/session';
import { shootAtBothWidths } from './support/screens';

/** One answered AI call through the API. */
async function call(
  request: APIRequestContext,
  accessToken: string,
  tool: AiTool,
  data: Record<string, string>,
) {
  const res = await callAiTool(request, accessToken, tool, data);
  expect(res.status(), `${tool} answered`).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a seller sees their calls, filters them, opens the details and reads the analytics', async ({
  page,
  request,
}) => {
  const accessToken = await signInAsNewSeller(page, request, 'Arjun', 'Rao');
  const first = await call(request, accessToken, 'keyword-research', {
    keyword: 'cotton kurti',
    platform: 'amazon',
    language: 'en',
  });
  await call(request, accessToken, 'keyword-research', {
    keyword: 'steel water bottle',
    platform: 'flipkart',
  });
  await call(request, accessToken, 'product-research', { productName: 'Brass diya set', platform: 'all' });
  const related = first.relatedKeywords as string[];
  expect(related.length).toBeGreaterThan(0);

  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity History' })).toBeVisible();
  await expect(page.getByTestId('total-activities')).toContainText('3');

  const rows = page.getByTestId('history-table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Product Research');
  // Usage Type and Usage Count: the seller's first product research call of the trial.
  await expect(rows.first().locator('td').nth(1)).toHaveText('trial call');
  await expect(rows.first().locator('td').nth(2)).toHaveText('1');
  await expect(rows.first()).toContainText('Brass diya set');
  await expect(rows.nth(2)).toContainText('cotton kurti');
  await expect(rows.nth(2)).toContainText('Success');
  // Each row says where and in what language it asked.
  await expect(rows.nth(2).getByTestId('request-context')).toHaveText('Amazon.in · English');
  await expect(rows.nth(1).getByTestId('request-context')).toHaveText('Flipkart · English');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

  await page.getByLabel('Tool').selectOption({ label: 'Product Research' });
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('total-activities')).toContainText('1');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(rows).toHaveCount(3);

  await rows.nth(2).getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Keyword Research Results')).toBeVisible();
  await expect(
    dialog
      .locator('dd')
      .filter({ hasText: /^cotton kurti$/ })
      .first(),
  ).toBeVisible();
  const relatedList = dialog.getByRole('list', { name: 'Related keywords' });
  await expect(relatedList.getByRole('listitem')).toHaveCount(related.length);
  await expect(relatedList).toContainText(related[0]!.replace(/\*\*/g, ''));
  // The answer is drawn by the tool's own results view (its tabs), at a phone's and a laptop's width.
  await expect(dialog.getByRole('tab', { name: /Long Tail Keywords/ })).toBeVisible();
  await shootAtBothWidths(page, 'history-details');
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  const longTail = first.longTailKeywords as string[];
  await expect(dialog.getByTestId('response-summary')).toHaveText(
    `${count(related.length, 'related keyword')}, ${count(longTail.length, 'long-tail keyword')}`,
  );

  await dialog.getByRole('button', { name: 'Copy Raw Data' }).click();
  await expect(page.getByText('Copied!', { exact: true })).toBeVisible();
  await expect(page.getByText('Data copied to clipboard', { exact: true })).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as { keyword: string };
  expect(copied.keyword).toBe(first.keyword);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Usage Analytics' }).click();
  const card = (label: string) => page.getByTestId('analytics-card').filter({ hasText: label });
  await expect(card('Total API Calls')).toContainText('3');
  await expect(card('Successful Calls')).toContainText('3');
  await expect(card('Failed Calls')).toContainText('0');
  await expect(card('Success Rate')).toContainText('100%');
  const statRows = page.getByTestId('analytics-table').locator('tbody tr');
  await expect(statRows).toHaveCount(2);
  await expect(statRows.filter({ hasText: 'Keyword Research' })).toContainText('Free Trial');
});

test('the history fits a phone: stacked cards, no sideways scroll', async ({ page, request }) => {
  const accessToken = await signInAsNewSeller(page, request, 'Arjun', 'Rao');
  await call(request, accessToken, 'keyword-research', { keyword: 'handloom saree', platform: 'meesho' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/history');
  const cards = page.getByTestId('history-cards').getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('handloom saree');
  await expect(page.getByTestId('history-table')).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
