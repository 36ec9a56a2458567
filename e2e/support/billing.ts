import { expect, type Page } from '@playwright/test';

/** Chooses a plan on /pricing and opens the sandbox checkout; gives the checkout dialog. */
export async function openSandboxCheckout(page: Page, planName: string) {
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  const card = page.getByRole('listitem', { name: planName });
  await card.getByRole('button', { name: `Choose Plan: ${planName}` }).click();
  const checkout = page.getByRole('dialog', { name: 'Vikreta' });
  await expect(checkout).toContainText('Sandbox: no money moves');
  return checkout;
}

/** The one toast on screen (a new toast replaces the previous). */
export const toastOf = (page: Page) => page.locator('li[data-variant]').last();
