import { expect, test } from '@playwright/test';
import { signInAsNewSeller } from './support/session';

test('the signed-in frame starts with a skip link, and a move to another screen puts focus on its heading', async ({
  page,
  request,
}) => {
  await signInAsNewSeller(page, request, 'Kiran', 'Das');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Kiran!' })).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bulk Discount' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk Order Discount' })).toBeFocused();
  // From the heading, the next Tab reaches the screen's first field, not the menu again.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});
