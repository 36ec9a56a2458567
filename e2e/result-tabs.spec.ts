import { expect, test, type Page } from '@playwright/test';
import { signInAsNewSeller } from './support/session';

/** How far each tab reaches past the right edge of the panel (0 when it is all in sight). */
const overflow = (page: Page, name: string) =>
  page
    .getByRole('tablist', { name })
    .evaluate((list) =>
      [...list.querySelectorAll('[role="tab"]')].map((tab) =>
        Math.max(
          0,
          Math.round(
            tab.getBoundingClientRect().right - Math.min(list.getBoundingClientRect().right, innerWidth),
          ),
        ),
      ),
    );

for (const width of [390, 1280]) {
  test(`at ${width} px every result tab is in sight at a glance`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsNewSeller(page, request, 'Nisha', 'Verma');
    await page.goto('/product-optimization');
    await page.getByRole('textbox', { name: 'Product name' }).fill('Vitamin C face serum 30 ml');
    await page.getByRole('button', { name: 'Optimize Listing' }).click();
    const list = page.getByRole('tablist', { name: 'Optimization results' });
    await expect(list.getByRole('tab')).toHaveCount(5);
    expect(await overflow(page, 'Optimization results')).toEqual([0, 0, 0, 0, 0]);
    await page.screenshot({ path: `test-results/result-tabs-${width}.png` });
  });
}
