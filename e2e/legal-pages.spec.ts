import { expect, test } from '@playwright/test';
import { signInAsNewSeller } from './support/session';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page's footer links the four merchant pages, each readable as served", async ({ page }) => {
    await page.goto('/');
    const policies = page.getByRole('contentinfo').getByRole('navigation', { name: 'Policies' });
    for (const [label, heading, text] of [
      ['Terms of Service', 'Terms of Service', 'never renew on their own'],
      ['Privacy Policy', 'Privacy Policy', 'download your profile, usage history and payments as JSON'],
      ['Refund and Cancellation Policy', 'Refund and Cancellation Policy', 'marked “to be refunded”'],
      ['Contact', 'Contact', 'answer within two working days'],
    ] as const) {
      await page.goto('/');
      await policies.getByRole('link', { name: label }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(text);
    }
    await expect(page.getByTestId('supplier-contact')).toBeVisible();
  });
});

test('pricing and checkout link the terms and the refund policy', async ({ page, request }) => {
  await signInAsNewSeller(page, request, 'Neha', 'Joshi');
  await page.goto('/pricing');
  const details = page.getByRole('region', { name: 'GST details for your invoice' });
  await expect(details.getByRole('link', { name: 'Refund and Cancellation Policy' })).toHaveAttribute(
    'href',
    '/refund-policy',
  );
  await page.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});
