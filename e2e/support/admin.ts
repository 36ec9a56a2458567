import { expect, type Browser, type Page } from '@playwright/test';
import { e2eBaseUrl } from '../../playwright.config';

/** A second browser window for a seller beside the admin's, with its own storage. */
export async function sellerWindow(browser: Browser, baseURL = e2eBaseUrl): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** Waits for the toast with this text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('li[data-variant]').filter({ hasText: text }).first()).toBeVisible();
}

/** Answers the app's question before an admin action: checks its text, then presses the action's button. */
export async function confirmInDialog(page: Page, question: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}
