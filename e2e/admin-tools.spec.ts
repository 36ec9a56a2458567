import { expect, test } from './support/own-server';
import type { Page } from '@playwright/test';
import { expectToast, sellerWindow } from './support/admin';
import { callAiTool } from './support/ai-calls';
import { signInAsAdmin, signInAsNewSeller } from './support/session';

const toolCard = (page: Page, name: string) => page.getByTestId('tool-card').filter({ hasText: name });

test('a disabled tool leaves the seller sidebar and refuses calls; switched on again it comes back', async ({
  page,
  request,
  browser,
  server,
}) => {
  const seller = await sellerWindow(browser, server.url);
  const sellerToken = await signInAsNewSeller(seller, seller.request, 'Farah', 'Khan', server);
  await seller.goto('/dashboard');
  const sidebarLink = seller.getByRole('link', { name: 'Product Optimization' });
  await expect(sidebarLink.first()).toBeVisible();

  await signInAsAdmin(page, request, server);
  await page.goto('/admin-tools');
  const card = toolCard(page, 'Product Optimization');
  await expect(card).toContainText('Active');
  const toggle = card.getByRole('switch', { name: 'Product Optimization active' });
  await toggle.click();
  await expectToast(page, 'Tool status updated successfully');
  await expect(card).toContainText('Inactive');
  await expect(toggle).toBeEnabled();

  await seller.reload();
  await expect(seller.getByRole('link', { name: 'Keyword Research' }).first()).toBeVisible();
  await expect(sidebarLink).toHaveCount(0);
  const refused = await callAiTool(seller.request, sellerToken, 'product-optimization', {
    productName: 'Steel bottle',
    platform: 'amazon',
    language: 'en',
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ message: 'This tool is currently disabled' });

  await toggle.click();
  await expectToast(page, 'Tool status updated successfully');
  await expect(card).not.toContainText('Inactive');
  await seller.reload();
  await expect(sidebarLink.first()).toBeVisible();
  await seller.context().close();
});

test('Edit Tool renames a tool for everyone', async ({ page, request, server }) => {
  await signInAsAdmin(page, request, server);
  await page.goto('/admin-tools');
  await toolCard(page, 'Keyword Research').getByRole('button', { name: 'Edit Tool' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Tool' });
  await expect(dialog.getByLabel('Tool Name')).toHaveValue('Keyword Research');
  await dialog.getByLabel('Description').fill('Search terms buyers use, per marketplace.');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Tool updated successfully');
  await expect(dialog).toBeHidden();
  await expect(toolCard(page, 'Keyword Research')).toContainText('Search terms buyers use, per marketplace.');
});
