import { expect, test } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { startAppServer } from './support/app-server';
import { loadScreenCode, navigateInApp } from './support/app-navigation';
import { logIn } from './support/session';

test('CMS settings that cannot be loaded say so in a toast', async ({ page }) => {
  test.setTimeout(90_000);
  const server = await startAppServer();
  try {
    await logIn(page, server.api, e2eAdmin.email, e2eAdmin.password, server);
    await page.goto(`${server.url}/admin`);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await loadScreenCode(page, 'cms-page');
    await server.stop();
    await navigateInApp(page, '/admin-cms');
    await expect(page.locator('li[data-variant]', { hasText: 'Failed to load CMS content' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Please try refreshing the page' })).toBeVisible();
  } finally {
    await server.close();
  }
});
