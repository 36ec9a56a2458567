import { expect, test } from '@playwright/test';
import { startAppServer } from './support/app-server';
import { navigateInApp } from './support/app-navigation';
import { recordAppearances, seenTexts } from './support/appearances';
import { signInAsNewSeller, storeTokensForNextLoad } from './support/session';

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
  // The toast shows for only 500 ms before the full-page navigation: the recorder sees it however briefly.
  const toasts = await recordAppearances(page, 'li[data-variant]');
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) loaded.push(new URL(r.url()).pathname);
  });
  await page.goto('/keyword-research');
  await expect(page).toHaveURL(/\/login$/);
  expect(loaded).toEqual(['/keyword-research', '/api/login', '/login']);
  const shown = () => seenTexts(toasts, '/keyword-research').join(' ');
  await expect.poll(shown).toContain('Unauthorized');
  await expect.poll(shown).toContain('You are logged out. Logging in again...');
});

test('a toast is dismissed automatically after 5 seconds, and the close button dismisses it at once', async ({
  page,
}) => {
  await page.goto('/admin');
  const toast = page.getByText('You are logged out. Logging in again...', { exact: true });
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast).toBeVisible();
  // Nobody touches it: it goes away by itself.
  await expect(toast).toBeHidden({ timeout: 8_000 });

  await page.goto('/billing');
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
});

test('while the session loads, a Loading... spinner shows; a refused session is not asked again', async ({
  page,
}) => {
  const statuses = await recordAppearances(page, '[role="status"]');
  let userCalls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/auth/user') userCalls++;
  });
  await storeTokensForNextLoad(page, { access: 'expired-token' });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  // On /dashboard only the session check shows a spinner: the signed-in frame loads after it.
  await expect.poll(() => seenTexts(statuses, '/dashboard')).toContain('Loading...');
  // The server answered 401 and there is no refresh token: a 4xx is never retried.
  expect(userCalls).toBe(1);
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

test('when the server cannot be reached, a signed-in seller keeps the session and can try again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const server = await startAppServer();
  try {
    const accessToken = await signInAsNewSeller(page, server.api, 'Farah', 'Khan', server);
    let failedUserCalls = 0;
    page.on('requestfailed', (r) => {
      if (new URL(r.url()).pathname === '/api/auth/user') failedUserCalls++;
    });
    await server.stop();
    await navigateInApp(page, '/dashboard');
    await expect(page.getByText('We could not reach Vikreta')).toBeVisible({ timeout: 15_000 });
    // (The browser may report the last failure a moment after the screen shows it.)
    await expect.poll(() => failedUserCalls, { message: 'the first call and its 3 retries' }).toBe(4);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe(accessToken);

    await server.start();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Farah!' })).toBeVisible();
  } finally {
    await server.close();
  }
});
