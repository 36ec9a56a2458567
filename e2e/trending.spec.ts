import { expect, test } from '@playwright/test';
import { signInAsNewSeller } from './support/session';

test('a seller browses trending products, filters a category and analyzes a product', async ({
  page,
  request,
}) => {
  await signInAsNewSeller(page, request, 'Arjun', 'Rao');
  await page.goto('/trending');

  await expect(page.getByRole('heading', { name: 'Trending Products' })).toBeVisible();
  const count = page.getByTestId('product-count');
  await expect(count).toHaveText('28 products');
  const cards = page.getByTestId('trending-card');
  await expect(cards).toHaveCount(28);
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
  await expect(dialog.getByRole('button', { name: /Deep Analysis/ })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(count).toHaveText('4 products');
  await filter.getByRole('button', { name: 'All' }).click();
  await expect(count).toHaveText('28 products');
});

test('a logged-out visitor opening /trending is sent to the login page', async ({ page }) => {
  await page.goto('/trending');
  await expect(page).toHaveURL(/\/login$/);
});
