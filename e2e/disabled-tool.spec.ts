import { expect, test } from './support/own-server';
import type { APIRequestContext } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { sellerWindow } from './support/admin';
import { callAiTool } from './support/ai-calls';
import { signInAsNewSeller } from './support/session';

const productResearch = 2;
const productOptimization = 3;

/** Switches a tool on or off as an admin, through the API. */
async function setToolActive(request: APIRequestContext, toolId: number, isActive: boolean) {
  const login = await request.post('/api/auth/login', { data: e2eAdmin });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await request.put(`/api/admin/tools/${toolId}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { isActive },
  });
  expect(res.ok(), `tool ${toolId} switched ${isActive ? 'on' : 'off'}`).toBe(true);
}

test('a tool an admin switched off says so before any input: its address, the history, the trending shortcuts and the dashboard', async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(90_000);
  const page = await sellerWindow(browser, server.url);
  const token = await signInAsNewSeller(page, page.request, 'Ishaan', 'Bose', server);
  const answered = await callAiTool(page.request, token, 'product-research', {
    productName: 'Brass diya set',
    platform: 'all',
  });
  expect(answered.status()).toBe(200);
  await setToolActive(request, productOptimization, false);
  await setToolActive(request, productResearch, false);
  try {
    // The address: the screen says so at once, with neither form nor usage meter to fill or read.
    await page.goto('/product-optimization');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Product Optimization' })).toBeVisible();
    await expect(main.getByTestId('tool-unavailable')).toContainText('This tool is currently disabled');
    await expect(main.getByRole('textbox')).toHaveCount(0);
    await expect(main.getByText('Active', { exact: true })).toHaveCount(0);
    await expect(main.getByTestId('usage-card-3')).toHaveCount(0);

    // The history: the answered call no longer offers to open in its tool.
    await page.goto('/history');
    await page.getByRole('button', { name: 'View Details' }).first().click();
    const details = page.getByRole('dialog', { name: 'Search Details' });
    await expect(details).toContainText('Product Research is currently disabled');
    await expect(details.getByRole('link', { name: 'Open in Product Research' })).toHaveCount(0);
    await details.getByRole('button', { name: 'Close' }).first().click();

    // Trending: Research this product and Deep Analysis are gone, Find keywords stays.
    await page.goto('/trending');
    await page.getByTestId('trending-card').first().getByRole('button', { name: 'Analyze Product' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('tools-disabled')).toHaveText('Product Research is currently disabled.');
    await expect(dialog.getByRole('link', { name: 'Research this product' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Deep Analysis' })).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Find keywords' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    // The dashboard: the shortcut says so, and the call opens in the history instead of the tool.
    await page.goto('/dashboard');
    await expect(page.getByTestId('quick-action-disabled')).toHaveText(
      'Product ResearchThis tool is currently disabled',
    );
    const activity = page.getByTestId('recent-activity').getByRole('link', { name: /Brass diya set/ });
    await expect(activity).toContainText('Product Research · currently disabled');
    await expect(activity).toHaveAttribute('href', '/history');

    // The address of a tool reached through a shortcut kept from before: the same notice, nothing spent.
    await page.goto('/product-research?productName=Brass+diya+set&run=1');
    await expect(page.getByTestId('tool-unavailable')).toContainText('This tool is currently disabled');
    const usage = await page.request.get('/api/usage/history', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await usage.json()) as { history: unknown[] }).history).toHaveLength(1);
  } finally {
    await setToolActive(request, productOptimization, true);
    await setToolActive(request, productResearch, true);
    await page.context().close();
  }
});
