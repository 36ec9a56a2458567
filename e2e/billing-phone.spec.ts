import { expect, test } from '@playwright/test';
import { buyThroughApi } from './support/billing';
import { signInAsNewSeller } from './support/session';

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px every Payment History row shows its status and Invoice button without scrolling sideways', async ({
  page,
  request,
}) => {
  const accessToken = await signInAsNewSeller(page, request, 'Kavya', 'Menon');
  await buyThroughApi(request, accessToken, 'Starter', 'failure');
  await buyThroughApi(request, accessToken, 'Starter');
  await buyThroughApi(request, accessToken, 'Professional');

  await page.goto('/billing');
  await page.getByRole('tab', { name: 'Payment History' }).click();
  const cards = page.getByTestId('payment-card');
  await expect(cards).toHaveCount(3);
  await expect(page.getByTestId('payment-row').first()).toBeHidden();
  const width = 390;
  for (const [i, status] of ['completed', 'completed', 'failed'].entries()) {
    const card = cards.nth(i);
    const badge = card.getByText(status, { exact: true });
    await expect(badge).toBeInViewport();
    expect((await badge.boundingBox())!.x + (await badge.boundingBox())!.width).toBeLessThanOrEqual(width);
    if (status === 'completed') {
      const invoice = card.getByRole('button', { name: 'Invoice' });
      await expect(invoice).toBeInViewport();
      const box = (await invoice.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    } else {
      await expect(card).toContainText('Invoice not available');
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
