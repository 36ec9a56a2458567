import { expect, test } from '@playwright/test';

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

for (const path of ['/dashboard', '/admin', '/calculators/profit-margin', '/history']) {
  test(`a logged-out visitor to ${path} is sent to /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('a logged-out tool screen shows the Unauthorized toast, then goes via /api/login to /login', async ({
  page,
}) => {
  // Hold the hard navigation to /api/login until the toast has been read (it shows for only 500 ms).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/keyword-research');
  await expect(page.getByText('You are logged out. Logging in again...', { exact: true })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/login$/);
});

test('a toast is dismissed automatically after 5 seconds, and the close button dismisses it at once', async ({
  page,
}) => {
  await page.goto('/admin');
  const toast = page.getByText('You are logged out. Logging in again...', { exact: true });
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast).toBeVisible();
  await page.waitForTimeout(3500);
  await expect(toast).toBeHidden({ timeout: 2500 });

  await page.goto('/billing');
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
});

test('while the session loads, a Loading... spinner shows', async ({ page }) => {
  await page.route('**/api/auth/user', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"code":"UNAUTHORIZED","message":"x"}',
    });
  });
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired-token'));
  await page.goto('/dashboard');
  await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the built app runs under its Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await page.goto('/');
  await expect(page.locator('#pricing')).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('when the server cannot be reached, a signed-in visitor keeps the session and can try again', async ({
  page,
}) => {
  let down = true;
  await page.route('**/api/auth/user', (route) =>
    down
      ? route.abort('connectionrefused')
      : route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: '{"code":"UNAUTHORIZED","message":"x"}',
        }),
  );
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('accessToken', 'a-token'));
  await page.goto('/dashboard');
  await expect(page.getByText('We could not reach Vikreta')).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe('a-token');
  down = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
