import { expect, test } from '@playwright/test';

// The toast region's code is fetched when the browser is first idle. Should that fetch fail (the
// connection dropped), a toast still shows its text, and closes.
test("a toast still says what happened when the toast region's code cannot be fetched", async ({ page }) => {
  let blocked = 0;
  await page.route(/\/assets\/toast-region-[^/]+\.js$/, (route) => {
    blocked++;
    return route.abort('connectionfailed');
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill('nobody.here@example.in');
  await page.getByLabel('Password').fill('Not-the-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Invalid email or password' });
  await expect(toast).toBeVisible();
  expect(blocked).toBeGreaterThan(0);
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toHaveCount(0);
});

// On a slow connection the region's code may still be on its way when the first toast comes (the
// logged-out redirect shows one for only 500 ms): its text shows at once all the same.
test("a toast shows at once while the toast region's code is still on its way", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/toast-region-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody.here@example.in');
  await page.getByLabel('Password').fill('Not-the-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.locator('li[data-variant]').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  release();
});
