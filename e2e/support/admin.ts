import { expect, type Browser, type Page } from '@playwright/test';
import { e2eBaseUrl } from '../../playwright.config';

/** A second browser window for a seller beside the admin's, with its own storage. */
export async function sellerWindow(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eBaseUrl, viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** Waits for the toast with this text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('li[data-variant]').filter({ hasText: text }).first()).toBeVisible();
}

/** Accepts the next confirm() of the page (the delete questions), checking its text. */
export function acceptConfirm(page: Page, question: string): void {
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(question);
    void dialog.accept();
  });
}
