import { expect, test, type Page } from '@playwright/test';
import { recordAppearances } from './support/appearances';
import { signInAsNewSeller } from './support/session';

/** The path and query of the next trending call the page makes, after `action`. */
async function trendingCallAfter(page: Page, action: () => Promise<unknown>) {
  const [call] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname === '/api/trending-products'),
    action(),
  ]);
  const url = new URL(call.url());
  return url.pathname + url.search;
}

test('a seller browses trending products, filters a category and analyzes a product', async ({
  page,
  request,
}) => {
  // A sign-up by mail, two filters and an AI call: 21 s on an idle machine, past 30 s in three CI runs on 2 cores.
  await signInAsNewSeller(page, request, 'Arjun', 'Rao');
  await page.goto('/trending');

  await expect(page.getByRole('heading', { name: 'Trending Products' })).toBeVisible();
  const count = page.getByTestId('product-count');
  await expect(count).toHaveText('28 products');
  const cards = page.getByTestId('trending-card');
  // 28 match; twelve show at first, and each 'Show more products' adds twelve.
  await expect(cards).toHaveCount(12);
  await page.getByRole('button', { name: 'Show more products' }).click();
  await expect(cards).toHaveCount(24);
  await page.getByRole('button', { name: 'Show more products' }).click();
  await expect(cards).toHaveCount(28);
  await expect(page.getByRole('button', { name: 'Show more products' })).toBeHidden();
  await expect(cards.first()).toContainText('Wireless Earbuds with ENC');
  await expect(cards.first()).toContainText('92%');
  await expect(cards.first()).toContainText('Estimated');

  const filter = page.getByRole('group', { name: 'Filter by category' });
  await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await filter.getByRole('button', { name: 'Electronics' }).click();
  await expect(count).toHaveText('4 products');
  await expect(page).toHaveURL(/\/trending\?category=Electronics$/);
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) await expect(card.getByTestId('category')).toHaveText('Electronics');

  await cards.first().getByRole('button', { name: 'Analyze Product' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Wireless Earbuds with ENC' })).toBeVisible();
  await expect(dialog.getByTestId('analysis')).toContainText('Budget TWS is the largest audio segment');
  await expect(dialog.getByTestId('analysis').locator('li strong').first()).toHaveText('Price band:');
  await expect(dialog.getByTestId('demand-score')).toHaveText('92%');
  await expect(dialog).toContainText('₹180');
  await expect(dialog.getByTestId('competition')).toHaveText('High');
  await expect(dialog.getByRole('button', { name: 'Deep Analysis' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(count).toHaveText('4 products');
  await filter.getByRole('button', { name: 'All' }).click();
  await expect(count).toHaveText('28 products');
});

test("trending: placeholders while loading, each card's figures, the category asked of the API, an empty category", async ({
  page,
  request,
}) => {
  await signInAsNewSeller(page, request, 'Zoya', 'Ali');
  const placeholders = await recordAppearances(page, '[data-testid="trending-skeleton"]');
  expect(await trendingCallAfter(page, () => page.goto('/trending'))).toBe('/api/trending-products?limit=12');
  const count = page.getByTestId('product-count');
  await expect(count).toHaveText('28 products');
  await expect.poll(() => placeholders.map((p) => p.texts.length)).toContain(6);

  const cards = page.getByTestId('trending-card');
  await expect(cards.first().getByTestId('demand-score')).toHaveText('92%');
  await expect(cards.first().getByTestId('competition')).toHaveText('High');
  await expect(cards.first().getByTestId('profit')).toHaveText('₹180');
  await expect(cards.filter({ hasText: 'Wired Earphones with Mic (3.5 mm)' })).toContainText('Declining');

  const filter = page.getByRole('group', { name: 'Filter by category' });
  const fashion = () => filter.getByRole('button', { name: 'Fashion' }).click();
  expect(await trendingCallAfter(page, fashion)).toBe('/api/trending-products?category=Fashion&limit=12');
  await expect(count).toHaveText('4 products');
  await expect(filter.getByRole('button', { name: 'Fashion' })).toHaveAttribute('aria-pressed', 'true');
  await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');

  // A category without products (here, one nobody sells) offers all categories again.
  await page.goto('/trending?category=Toys');
  await expect(count).toHaveText('0 products');
  await expect(page.getByRole('heading', { name: 'No trending products in Toys' })).toBeVisible();
  await expect(filter.getByRole('button', { name: 'Fashion' })).toBeVisible();
  await page.getByRole('button', { name: 'View All Categories' }).click();
  await expect(count).toHaveText('28 products');
  await expect(cards).toHaveCount(12);
  await expect(page).toHaveURL(/\/trending$/);
});

test('a logged-out visitor opening /trending is sent to the login page', async ({ page }) => {
  await page.goto('/trending');
  await expect(page).toHaveURL(/\/login$/);
});
