import { expect, test } from '@playwright/test';
import { calculate, figure, open, results } from './support/calculator-page';
import { shootAtBothWidths } from './support/screens';
import { signInAsNewSeller } from './support/session';

/*
 * JioMart came in through its own folder of the marketplace registry: it is a platform of the AI tools and a
 * marketplace of True Payout, with its reported figures labelled as such.
 */
test('Product Optimization for JioMart: titles within its limit and tips in its name', async ({
  page,
  request,
}) => {
  await signInAsNewSeller(page, request, 'Meera', 'Joshi');
  await page.goto('/product-optimization');
  await page.getByRole('textbox', { name: 'Product name' }).fill('Pressure Cooker 5 Litre');
  await page
    .getByRole('textbox', { name: 'Current description' })
    .fill('Aluminium pressure cooker, 5 litre, with induction base and safety valve.');
  await page.getByLabel('Platform', { exact: true }).selectOption('jiomart');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/ai/product-optimization'));
  await page.getByRole('button', { name: 'Optimize Listing' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ platform: 'jiomart' });

  const titles = page.getByTestId('title-text');
  await expect(titles.first()).toContainText('Pressure Cooker');
  for (const t of await titles.allInnerTexts()) expect(t.length).toBeLessThanOrEqual(150);
  await page.getByRole('tab', { name: /^Platform Tips/ }).click();
  const tips = page.getByRole('tabpanel');
  await expect(tips).toContainText('JioMart titles');
  await expect(tips).toContainText('Fill in every product detail JioMart asks for');
  await shootAtBothWidths(page, 'jiomart-optimization-tips');
});

test('True Payout for JioMart: ₹2,499 cookware, local, 1.2 kg → bank ₹1,989.28, reported figures labelled', async ({
  page,
  request,
}) => {
  // Worked example 4 of common/src/calculators/true-payout.test.ts, in shown paise:
  // 2,499 − 324.87 − 30.00 − 66.00 − 75.76 (GST on fees) − 10.59 (TCS) − 2.50 (TDS) = 1,989.28.
  await signInAsNewSeller(page, request, 'Arjun', 'Nair');
  await open(page, 'true-payout', 'True Payout');
  await page.getByLabel('Marketplace').selectOption('jiomart');
  await page.getByLabel('Category').selectOption('home-kitchen');
  await page.getByLabel('Sale price').fill('2499');
  await page.getByLabel('Product GST').fill('18');
  await page.getByLabel('Packed weight').fill('1.2');
  await page.getByLabel('Delivery zone').selectOption('local');
  await calculate(page);
  await expect(figure(page, 'Bank settlement')).toHaveText('₹1,989.28');
  const row = (label: string) =>
    results(page)
      .getByRole('row')
      .filter({ has: page.getByText(label, { exact: true }) });
  await expect(row('Commission')).toContainText('-₹324.87');
  await expect(row('Commission')).toContainText('Reported');
  await expect(row('Fixed fee')).toContainText('-₹30.00');
  await expect(row('Shipping fee (Local)')).toContainText('-₹66.00');
  await expect(row('Shipping fee (Local)')).toContainText('1.2 kg billed in 2 slabs and 1 kg');
  await expect(row('Collection fee')).toHaveCount(0);
  await expect(results(page)).toContainText('No collection fee is included');
  await shootAtBothWidths(page, 'jiomart-true-payout');
});
