import { expect, test, type Page } from '@playwright/test';
import { startAppServer } from './support/app-server';
import { loadScreenCode, navigateInApp } from './support/app-navigation';
import { signInAsNewSeller } from './support/session';

// The server's own 5xx answers cannot be caused through its API; a stopped server is the failure a seller
// really meets, and these screens treat both alike. The signed-in frame's fallback is in foundation.spec.ts.

/** How many calls to each API path found nobody listening. */
function failedCalls(page: Page) {
  const counts = new Map<string, number>();
  page.on('requestfailed', (r) => {
    const path = new URL(r.url()).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  return (path: string) => counts.get(path) ?? 0;
}

const errorToast = (page: Page, text: string) =>
  page.locator('li[data-variant="destructive"]').filter({ hasText: text });

test('with the server unreachable, trending, history and the usage card say so, and recover when it is back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const server = await startAppServer();
  try {
    await signInAsNewSeller(page, server.api, 'Kabir', 'Shah', server);
    await page.goto(`${server.url}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Welcome back, Kabir!' })).toBeVisible();
    await loadScreenCode(page, 'trending-page', 'history-page', 'keyword-research-page');
    const failed = failedCalls(page);

    await server.stop();
    await navigateInApp(page, '/trending');
    await expect(errorToast(page, 'Failed to fetch trending products')).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(() => failed('/api/trending-products'), { message: 'the first call and its 3 retries' })
      .toBe(4);
    await expect(page.getByRole('heading', { name: 'Failed to fetch trending products' })).toBeVisible();
    await server.start();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('product-count')).toHaveText('28 products');

    await server.stop();
    await navigateInApp(page, '/history');
    const historyToast = errorToast(page, 'Failed to load history');
    await expect(historyToast).toBeVisible({ timeout: 15_000 });
    await expect(historyToast).toContainText('Error');
    await expect
      .poll(() => failed('/api/usage/history'), { message: 'the first call and its 3 retries' })
      .toBe(4);
    await expect(page.getByText('Check your connection and try again.')).toBeVisible();
    await server.start();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No activity history found')).toBeVisible();

    await server.stop();
    await navigateInApp(page, '/keyword-research');
    const usageCard = page.getByTestId('usage-card-1');
    // The card shows the plan loaded before or, once a refresh of it has failed, that it cannot.
    await page.getByRole('button', { name: 'Refresh usage' }).click();
    const screen = page.getByRole('main');
    await expect(screen.getByText('Unable to load usage status')).toBeVisible({ timeout: 20_000 });
    await expect(
      screen.getByText('You can keep working: up to 20 calls a day (3 on the free trial).'),
    ).toBeVisible();
    // The server still enforces every limit; the screen does not block the seller meanwhile.
    await expect(page.getByRole('button', { name: 'Research Keywords' })).toBeEnabled();
    await server.start();
    await page.getByRole('button', { name: 'Refresh usage' }).click();
    await expect(usageCard).toContainText('0 / 3 calls');
  } finally {
    await server.close();
  }
});
