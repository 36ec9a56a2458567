import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { lowestContrastOnGradient } from './support/contrast';

const widths = [390, 1280];
const publicScreens = ['/', '/login', '/signup', '/forgot-password'];

test('public screens have no serious or critical axe violations at 390 and 1280 px', async ({ page }) => {
  test.setTimeout(90_000);
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of publicScreens) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      found.push(...(await seriousViolations(page)).map((v) => `${width}px ${path} ${v}`));
    }
  }
  expect(found).toEqual([]);
});

test("the account panel's Vikreta name is readable on its indigo gradient (WCAG AA, 4.5:1)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    const panel = page.locator('div.bg-gradient-to-br').first();
    const name = panel.getByRole('link', { name: 'Vikreta' }).getByText('Vikreta');
    expect(await lowestContrastOnGradient(name, panel), path).toBeGreaterThanOrEqual(4.5);
  }
});

// The seller screens are checked by the screenshot journey (e2e/screens.spec.ts), which opens each of them anyway.
