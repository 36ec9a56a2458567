import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { callAiTool } from './support/ai-calls';
import { signInAsNewSeller } from './support/session';

/** Serious and critical axe violations on the open page, as 'rule: first target' lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

const widths = [390, 1280];
const publicScreens = ['/', '/login', '/signup', '/forgot-password'];
const sellerScreens = [
  '/dashboard',
  '/keyword-research',
  '/product-research',
  '/product-optimization',
  '/trending',
  '/history',
  '/billing',
  '/pricing',
  '/account',
  '/calculators/profit-margin',
  '/calculators/marketplace-fee',
  '/calculators/true-payout',
];

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

test('seller screens have no serious or critical axe violations at 390 and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await signInAsNewSeller(page, request, 'Aarav', 'Mehta');
  expect(
    (
      await callAiTool(request, token, 'keyword-research', { keyword: 'cotton kurti', platform: 'amazon' })
    ).ok(),
  ).toBe(true);
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of sellerScreens) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      found.push(...(await seriousViolations(page)).map((v) => `${width}px ${path} ${v}`));
    }
  }
  expect(found).toEqual([]);
});
