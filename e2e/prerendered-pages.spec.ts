import { expect, test, type Page } from '@playwright/test';

// Issue 14: the landing page, /login and /signup are HTML written at build time. They paint, read and link
// without JavaScript; with it, the app takes the same HTML over without an error.
const pages = [
  { path: '/', title: 'Vikreta · Seller toolkit for Indian marketplaces', heading: /Indian marketplace/ },
  { path: '/login', title: 'Log in · Vikreta', heading: 'Welcome back' },
  { path: '/signup', title: 'Start your free trial · Vikreta', heading: 'Create your account' },
];

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, title, heading } of pages) {
    test(`${path} shows its page, title and description`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect((await description(page))?.length).toBeGreaterThan(50);
    });
  }

  test('the landing page has every section and its trial buttons lead to /signup', async ({ page }) => {
    await page.goto('/');
    for (const section of ['#features', '#pricing', '#faq'])
      await expect(page.locator(section)).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    const trial = page.getByRole('link', { name: 'Start your 14-day free trial' }).first();
    await expect(trial).toHaveAttribute('href', '/signup');
    await trial.click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  });
});

test('with JavaScript the prerendered pages are taken over without an error and work', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const { path, heading } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);

  // The hydrated form validates and talks to the server: an unknown account is refused with the spec's toast.
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody.here@example.in');
  await page.getByLabel('Password').fill('Not-the-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  expect(await page.locator('footer').count()).toBe(0);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});
