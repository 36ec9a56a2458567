import { expect, test } from './support/own-server';
import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/session';

/** A toast with this text (the newest, when one is still showing from before). */
const toastWith = (page: Page, text: string) => page.locator('li[data-variant]', { hasText: text }).last();

test('an admin edits the hero and a feature, checks the Live Preview, saves, and restores the previous hero', async ({
  page,
  request,
  browser,
  server,
}) => {
  const first = `Sell smarter on Meesho ${Date.now()}`;
  const second = `Grow your Flipkart store ${Date.now()}`;
  await signInAsAdmin(page, request, server);
  await page.goto('/admin-cms');
  await expect(page.getByRole('heading', { name: 'CMS Settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Hero Section' })).toHaveAttribute('aria-selected', 'true');

  // Hero: a first version, then a second one.
  const title = page.getByLabel('Title', { exact: true });
  await title.fill(first);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'CMS content saved successfully')).toBeVisible();
  const versions = page.getByTestId('versions-hero').getByRole('listitem');
  await expect(versions.first()).toContainText(first);
  await expect(versions.first()).toContainText('Live');
  await title.fill(second);
  await page.getByLabel('Button label').fill('Start free today');

  // A feature: its title and a formatted description in the editor.
  await page.getByRole('tab', { name: 'Features' }).click();
  await page.getByLabel('Feature 1 title').fill('Keyword Radar');
  const editor = page.getByRole('textbox', { name: 'Feature 1 description' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Find the words ');
  await page.keyboard.press('ControlOrMeta+B');
  await page.keyboard.type('buyers type');
  await page.keyboard.press('ControlOrMeta+B');

  // The Live Preview shows the unsaved values in the real landing hero and feature grid.
  await page.getByRole('tab', { name: 'Live Preview' }).click();
  const preview = page.getByTestId('live-preview');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(second);
  await expect(preview.getByRole('heading', { name: 'Keyword Radar' })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'buyers type' })).toBeVisible();
  await expect(preview).toContainText('Start free today');

  await page.getByRole('tab', { name: 'Features' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('versions-features').getByRole('listitem').first()).toContainText(
    'Keyword Radar',
  );
  await page.getByRole('tab', { name: 'Hero Section' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(versions.first()).toContainText(second);
  await expect(versions.nth(1)).toContainText(first);

  // A visitor's landing page shows the saved content at once.
  const visitor = await browser.newPage({ baseURL: server.url });
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(second);
  await expect(visitor.getByRole('heading', { name: 'Keyword Radar' })).toBeVisible();
  await expect(visitor.locator('#features strong', { hasText: 'buyers type' })).toBeVisible();
  // The page itself carries it too, for a visitor without JavaScript and for search engines.
  const reader = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const withoutScript = await reader.newPage();
  await withoutScript.goto('/');
  await expect(withoutScript.getByRole('heading', { level: 1 })).toHaveText(second);
  await expect(withoutScript.locator('#features strong', { hasText: 'buyers type' })).toBeVisible();

  // Restoring the previous hero brings the first title back, as a new version.
  await versions.nth(1).getByRole('button', { name: 'Restore' }).click();
  await expect(toastWith(page, 'Version restored')).toBeVisible();
  await expect(versions.first()).toContainText(first);
  await expect(versions.first()).toContainText('restored');
  await expect(versions.nth(1)).toContainText(second);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(first);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(first);
  await visitor.close();
  await withoutScript.reload();
  await expect(withoutScript.getByRole('heading', { level: 1 })).toHaveText(first);
  await reader.close();
});

test('the Refresh Token button renews the session', async ({ page, request, server }) => {
  await signInAsAdmin(page, request, server);
  await page.goto('/admin-cms');
  const before = await page.evaluate(() => localStorage.getItem('refreshToken'));
  await page.getByRole('button', { name: 'Refresh Token' }).click();
  await expect(toastWith(page, 'Token refreshed successfully')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(before);
});

test("a save meeting an ended session says 'Session Expired' and goes to sign in", async ({
  page,
  request,
  server,
}) => {
  await signInAsAdmin(page, request, server);
  await page.goto('/admin-cms');
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
  // The session ends elsewhere: the stored tokens are no longer accepted by the server.
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'ended');
    localStorage.setItem('refreshToken', 'ended');
  });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Session Expired')).toContainText('Please log in again to continue');
  await expect(page).toHaveURL(/\/login$/);
});
