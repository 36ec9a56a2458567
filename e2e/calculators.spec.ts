import { expect, test } from '@playwright/test';
import {
  calculate,
  expectCopied,
  expectNothingHappens,
  figure,
  open,
  results,
} from './support/calculator-page';
import { signInAsAdmin } from './support/session';

/*
 * The nine calculators, driven as a seller would: fill the required
 * fields, press Calculate, read the figure; a required field left at zero does nothing and shows nothing;
 * Copy puts a summary on the clipboard with the 'Copied!' toast. Figures are worked out by hand below.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ page, request }) => {
  await signInAsAdmin(page, request);
});

test('profit margin: cost 400, shipping 50, price 999, commission 15% → profit ₹399.15, margin 39.95%', async ({
  page,
}) => {
  await open(page, 'profit-margin', 'Profit Margin');
  await page.getByLabel('Selling price').fill('999');
  await expectNothingHappens(page); // cost price still empty
  await page.getByLabel('Cost price').fill('0');
  await expectNothingHappens(page);

  await page.getByLabel('Cost price').fill('400');
  await page.getByLabel('Shipping cost').fill('50');
  await page.getByLabel('Commission').fill('150'); // percents run 0–100: pointed out, not calculated
  await calculate(page);
  await expect(results(page).locator('dl')).toHaveCount(0);
  expect(
    await page.getByLabel('Commission').evaluate((el: HTMLInputElement) => el.validity.rangeOverflow),
  ).toBe(true);

  await page.getByLabel('Commission').fill('15');
  await calculate(page);
  await expect(figure(page, 'Profit')).toHaveText('₹399.15'); // 999 − 450 − 149.85
  await expect(figure(page, 'Margin')).toHaveText('39.95%'); // 399.15 / 999 = 39.9549…%
  await expect(figure(page, 'Commission')).toHaveText('₹149.85');
  await expect(results(page).getByText('Excellent margin')).toBeVisible();

  // A zeroed required number afterwards changes nothing: the last result stays as it was.
  await page.getByLabel('Cost price').fill('0');
  await calculate(page);
  await expect(figure(page, 'Profit')).toHaveText('₹399.15');
  await expectCopied(page, 'Profit Margin', 'Profit: ₹399.15', 'Margin: 39.95%');
});

test('break-even: cost 300 + shipping 60 at a 20% fee → ₹450.00; a 100% fee is not possible', async ({
  page,
}) => {
  await open(page, 'break-even', 'Break-Even Price');
  await page.getByLabel('Shipping cost').fill('60');
  await expectNothingHappens(page);
  await page.getByLabel('Product cost').fill('300');
  await page.getByLabel('Marketplace fee').fill('20');
  await calculate(page);
  await expect(figure(page, 'Break-even price')).toHaveText('₹450.00'); // 360 / 0.8
  await expect(figure(page, 'Fee at that price')).toHaveText('₹90.00');
  await expectCopied(page, 'Break-even price: ₹450.00');

  await page.getByLabel('Marketplace fee').fill('100');
  await calculate(page);
  await expect(figure(page, 'Break-even price')).toHaveText('Not possible');
  await expect(results(page).getByText(/a fee of 100% or more takes the whole price/)).toBeVisible();
});

test('shipping: 2 kg, 100 km, tier 1 → (50 + 4 + 50) × 1.5 = ₹156.00', async ({ page }) => {
  await open(page, 'shipping', 'Shipping Cost');
  await page.getByLabel('Weight').fill('2');
  await page.getByLabel('Distance').fill('0');
  await expectNothingHappens(page);
  await page.getByLabel('Distance').fill('100');
  await page.getByLabel('Delivery zone').selectOption('tier1');
  await page.getByLabel('Service').selectOption('express'); // present, unused
  await calculate(page);
  await expect(figure(page, 'Shipping cost')).toHaveText('₹156.00');
  await expect(figure(page, 'Subtotal')).toHaveText('₹104.00');
  await expect(figure(page, 'Zone factor')).toHaveText('×1.5');
  await expectCopied(page, 'Shipping cost: ₹156.00');
});

test('bulk discount: ₹4,999.50 × 60 at tier 3 (12%) → ₹2,63,973.60, saving ₹35,996.40', async ({ page }) => {
  await open(page, 'bulk-discount', 'Bulk Order Discount');
  await page.getByLabel('Price per unit').fill('4999.50');
  await page.getByLabel('Quantity').fill('0');
  await expectNothingHappens(page);
  await page.getByLabel('Quantity').fill('60');
  await page.getByLabel('Tier 1 discount').fill('5');
  await page.getByLabel('Tier 2 discount').fill('10');
  await page.getByLabel('Tier 3 discount').fill('12');
  await calculate(page);
  await expect(figure(page, 'Order total')).toHaveText('₹2,63,973.60'); // 2,99,970 × 0.88
  await expect(figure(page, 'Buyer saves')).toHaveText('₹35,996.40');
  await expect(figure(page, 'Tier applied')).toHaveText('Tier 3 (50+ units)');
  await expect(figure(page, 'Price per unit')).toHaveText('₹4,399.56');
  await expectCopied(page, 'Order total: ₹2,63,973.60');
});

test('marketplace fee: ₹1,000 at 5% fee + 18% GST → you receive ₹770.00; empty percents count as 0', async ({
  page,
}) => {
  await open(page, 'marketplace-fee', 'Marketplace Fee');
  await expect(page.getByLabel('Platform fee')).toHaveAttribute('placeholder', '5');
  await expect(page.getByLabel('GST')).toHaveAttribute('placeholder', '18');
  await page.getByLabel('Platform fee').fill('5');
  await expectNothingHappens(page);
  await page.getByLabel('Sale price').fill('1000');
  await page.getByLabel('GST').fill('18');
  await calculate(page);
  await expect(figure(page, 'You receive')).toHaveText('₹770.00');
  await expect(figure(page, 'Total deductions')).toHaveText('₹230.00');
  await expectCopied(page, 'You receive: ₹770.00');
  await expect(results(page)).not.toContainText('counted as 0%');
  // Where True Payout would differ for the same sale, one line says why and leads there.
  const difference = page.getByTestId('true-payout-difference');
  await expect(difference).toContainText(
    'it takes GST on the fees, not the sale, and adds shipping, TCS and TDS',
  );
  await expect(difference.getByRole('link', { name: 'Open True Payout' })).toHaveAttribute(
    'href',
    '/calculators/true-payout',
  );

  await page.getByLabel('Platform fee').fill('');
  await page.getByLabel('GST').fill('');
  await calculate(page);
  await expect(figure(page, 'You receive')).toHaveText('₹1,000.00');
  // The panel says which inputs were empty and taken as 0: the placeholders are not values.
  await expect(results(page)).toContainText('Platform fee and GST were empty and counted as 0%');
  await page.getByLabel('GST').fill('18');
  await calculate(page);
  await expect(results(page)).toContainText('Platform fee was empty and counted as 0%');
});

test('delivery optimizer: 75 km at the default 30 km/h and ₹2/km → 2 h 30 min, ₹150.00, optimized ₹120.00', async ({
  page,
}) => {
  await open(page, 'delivery', 'Delivery Time and Cost Optimizer');
  await expect(page.getByLabel('Average speed')).toHaveValue('30');
  await expect(page.getByLabel('Cost per km')).toHaveValue('2');
  await expectNothingHappens(page);
  await page.getByLabel('Distance').fill('75');
  await calculate(page);
  await expect(figure(page, 'Delivery time')).toHaveText('2 h 30 min');
  await expect(figure(page, 'Delivery cost')).toHaveText('₹150.00');
  await expect(figure(page, 'Optimized cost')).toHaveText('₹120.00');
  await expect(figure(page, 'Savings')).toHaveText('₹30.00');
  await expectCopied(page, 'Optimized cost: ₹120.00');
});

test('return loss: ₹2,00,000 a month at 8% → ₹16,000.00 a month, ₹1,92,000.00 a year', async ({ page }) => {
  await open(page, 'return-loss', 'Return/Refund Loss');
  await page.getByLabel('Monthly order value').fill('200000');
  await page.getByLabel('Return rate').fill('0');
  await expectNothingHappens(page); // the return rate must be non-zero too
  await page.getByLabel('Return rate').fill('8');
  await page.getByLabel('Period').selectOption('yearly');
  await calculate(page);
  await expect(figure(page, 'Loss per year')).toHaveText('₹1,92,000.00');
  await expect(figure(page, 'Loss per month')).toHaveText('₹16,000.00');
  await expectCopied(page, 'Loss per year: ₹1,92,000.00');
});

test('subscription: ₹499 at 10% off, weekly (52) → saves ₹2,594.80 a year, subscriber price ₹449.10', async ({
  page,
}) => {
  await open(page, 'subscription', 'Subscription Savings');
  await expect(page.getByLabel('Delivery frequency')).toHaveValue('monthly');
  await page.getByLabel('Product price').fill('499');
  await expectNothingHappens(page); // the discount must be non-zero too
  await page.getByLabel('Subscriber discount').fill('10');
  await page.getByLabel('Delivery frequency').selectOption('weekly');
  await calculate(page);
  await expect(figure(page, 'Yearly savings')).toHaveText('₹2,594.80'); // 49.90 × 52
  await expect(figure(page, 'Subscriber price')).toHaveText('₹449.10');
  await expect(figure(page, 'Orders a year')).toContainText('52');
  await expectCopied(page, 'Yearly savings: ₹2,594.80');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('profit margin and true payout fit the screen with results shown', async ({ page }) => {
    const noOverflow = () => page.evaluate(() => document.documentElement.scrollWidth);

    await open(page, 'profit-margin', 'Profit Margin');
    await page.getByLabel('Cost price').fill('400');
    await page.getByLabel('Selling price').fill('999');
    await calculate(page);
    await expect(figure(page, 'Profit')).toHaveText('₹599.00');
    expect(await noOverflow()).toBeLessThanOrEqual(390);

    await open(page, 'true-payout', 'True Payout');
    await page.getByLabel('Sale price').fill('124999');
    await page.getByLabel('Packed weight').fill('12.5');
    await page.getByLabel('Length').fill('120');
    await page.getByLabel('Breadth').fill('80');
    await page.getByLabel('Height').fill('60');
    await calculate(page);
    await expect(figure(page, 'Bank settlement')).toBeVisible();
    await page.getByText('Assumptions and notes').click();
    expect(await noOverflow()).toBeLessThanOrEqual(390);
  });
});
