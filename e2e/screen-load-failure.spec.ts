import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startAppServer } from './support/app-server';
import { copyOfBuild, redeploy } from './support/deploy';
import { signInAsNewSeller } from './support/session';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const entryScript = (page: Page) => page.locator('script[type="module"][src]').getAttribute('src');

test('with the server unreachable, a screen not loaded yet says so with Retry, the menu keeps working, and Retry shows it once the server is back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const server = await startAppServer();
  try {
    await signInAsNewSeller(page, server.api, 'Meera', 'Iyer', server);
    await page.goto(`${server.url}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Welcome back, Meera!' })).toBeVisible();

    await server.stop();
    await menu(page).getByRole('link', { name: 'Bulk Discount' }).click();
    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure).toContainText('This screen could not load');
    await expect(failure).toContainText('Check your connection, then retry.');
    await expect(page).toHaveURL(/\/calculators\/bulk-discount$/);

    // The frame is still there and its menu works; Back returns to the message, not to a blank page.
    await menu(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Meera!' })).toBeVisible();
    await page.goBack();
    await expect(failure).toContainText('This screen could not load');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(failure).toContainText('This screen could not load');

    await server.start();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Bulk Order Discount' })).toBeVisible();
    await expect(failure).toHaveCount(0);
  } finally {
    await server.close();
  }
});

test("after a redeploy an open tab keeps working: the previous build's screens still load, and once they are gone the tab reloads once onto the new build", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const deploy = copyOfBuild();
  const server = await startAppServer({ STATIC_DIR: deploy.staticDir });
  try {
    await signInAsNewSeller(page, server.api, 'Arjun', 'Rao', server);
    await page.goto(`${server.url}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Welcome back, Arjun!' })).toBeVisible();
    const firstBuild = await entryScript(page);
    let pageLoads = 0;
    page.on('load', () => void pageLoads++);

    await server.stop();
    redeploy(deploy.staticDir);
    await server.start();
    await menu(page).getByRole('link', { name: 'Bulk Discount' }).click();
    await expect(page.getByRole('heading', { name: 'Bulk Order Discount' })).toBeVisible();
    expect(pageLoads, 'the open tab went on without reloading').toBe(0);

    // Later, the first build's files are no longer kept (their time is over): the tab moves to the new build.
    await server.stop();
    rmSync(join(server.dataDir, 'previous-assets'), { recursive: true, force: true });
    await server.start();
    await menu(page).getByRole('link', { name: 'Subscription Savings' }).click();
    await expect(page.getByRole('heading', { name: 'Subscription Savings' })).toBeVisible();
    await expect(menu(page)).toBeVisible();
    expect(pageLoads, 'one reload onto the new build').toBe(1);
    expect(await entryScript(page)).not.toBe(firstBuild);
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await server.close();
    rmSync(join(deploy.staticDir, '..'), { recursive: true, force: true });
  }
});
