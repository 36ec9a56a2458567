import { expect, test } from '@playwright/test';
import { screenPath, screensFolder } from './support/screens';
import { callAiTool } from './support/ai-calls';
import { seriousViolations } from './support/axe';
import { signInAsNewSeller } from './support/session';

const sellerScreens = [
  'dashboard',
  'keyword-research',
  'product-research',
  'product-optimization',
  'trending',
  'history',
  'billing',
  'pricing',
  'account',
  'calculators/profit-margin',
  'calculators/break-even',
  'calculators/shipping',
  'calculators/bulk-discount',
  'calculators/marketplace-fee',
  'calculators/delivery',
  'calculators/return-loss',
  'calculators/subscription',
  'calculators/true-payout',
];

// One test per width, run side by side: the two widths are independent journeys of their own seller.
test.describe.configure({ mode: 'parallel' });

for (const width of [390, 1280]) {
  test(`every seller screen at ${width} px: saved for a person to look at, no overflow, axe-clean`, async ({
    page,
    request,
  }) => {
    // About 30 screens, each loaded, checked with axe and saved whole, beside the other width: on a 2-core CI
    // machine each width took 1.9-2.1 min in this stop's runs (1.3 min in earlier ones).
    test.setTimeout(240_000);
    const token = await signInAsNewSeller(page, request, 'Divya', 'Nair');
    // One answer per AI tool, so their screens open with a result.
    for (const [tool, body] of [
      ['keyword-research', { keyword: 'cotton kurti', platform: 'amazon' }],
      ['product-research', { productName: 'Brass diya set', platform: 'all' }],
      ['product-optimization', { productName: 'Steel water bottle 1 L', platform: 'amazon' }],
    ] as const)
      expect((await callAiTool(request, token, tool, body)).status()).toBe(200);

    const saved: string[] = [];
    const violations: string[] = [];
    await page.setViewportSize({ width, height: 900 });
    for (const path of sellerScreens) {
      await page.goto(`/${path}`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      // Nothing wider than the screen.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} at ${width}`,
      ).toBeLessThanOrEqual(width);
      // Accessible as well: no serious or critical axe violation.
      violations.push(...(await seriousViolations(page)).map((v) => `${width}px /${path} ${v}`));
      const file = screenPath(`${path.replace('/', '-')}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      saved.push(file);
    }
    console.log(`Screens saved in ${screensFolder}/ (${saved.length} pictures at ${width} px)`);
    expect(violations).toEqual([]);
  });
}
