import { expect, test } from '@playwright/test';
import { signInAsAdmin, signInAsNewSeller } from './support/session';

test('account profile: a GSTIN with a wrong check character is refused, a valid one is saved', async ({
  page,
  request,
}) => {
  await signInAsNewSeller(page, request, 'Farah', 'Khan');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();

  const gstin = page.getByRole('textbox', { name: 'GSTIN' });
  await page.getByRole('textbox', { name: 'Business name' }).fill('Khan Handlooms');
  await gstin.fill('27AAPFU0939F1ZW');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(
    page.getByText('This GSTIN has a typo: its last character does not match the rest'),
  ).toBeVisible();

  await gstin.fill('27AAPFU0939F1ZV');
  await page.getByLabel('State').selectOption('Maharashtra');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.locator('li[data-variant]').last()).toContainText('Profile saved');

  await page.reload();
  await expect(gstin).toHaveValue('27AAPFU0939F1ZV');
  await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Khan Handlooms');
});

test('admins have the account screen too', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out of all devices' })).toBeVisible();
});
