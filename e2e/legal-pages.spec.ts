import { expect, test } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { startAppServer } from './support/app-server';
import { shootAtBothWidths } from './support/screens';
import { logIn, signInAsNewSeller } from './support/session';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page's footer links the four merchant pages, each readable as served", async ({
    page,
  }) => {
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
      if (label === 'Terms of Service') await shootAtBothWidths(page, 'legal-terms');
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
  await page
    .getByRole('navigation', { name: 'Policies' })
    .getByRole('link', { name: 'Privacy Policy' })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('an admin rewrites the Refund and Cancellation Policy in CMS Settings: the page shows it, and a restore brings the earlier text back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A server of its own: the shared one keeps the built-in texts the other tests read.
  const server = await startAppServer();
  try {
    await logIn(page, server.api, e2eAdmin.email, e2eAdmin.password, server);
    await page.goto(`${server.url}/admin-cms`);
    await page.getByRole('tab', { name: 'Merchant Pages' }).click();
    await page
      .getByRole('combobox', { name: 'Page' })
      .selectOption({ label: 'Refund and Cancellation Policy' });
    const title = page.getByLabel('Title', { exact: true });
    await expect(title).toHaveValue('Refund and Cancellation Policy');
    const editor = page.getByRole('textbox', { name: 'Page text' });
    for (const text of ['Full refund within 7 days of payment.', 'No refunds after 3 days.']) {
      await editor.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByTestId('versions-refunds').getByRole('listitem').first()).toContainText('Live');
    }
    const versions = page.getByTestId('versions-refunds').getByRole('listitem');
    await expect(versions).toHaveCount(2);

    const policy = await page.context().newPage();
    await policy.goto(`${server.url}/refund-policy`);
    await expect(policy.getByRole('main')).toContainText('No refunds after 3 days.');

    await versions.nth(1).getByRole('button', { name: 'Restore' }).click();
    await expect(versions).toHaveCount(3);
    await expect(editor).toContainText('Full refund within 7 days of payment.');
    await policy.reload();
    await expect(policy.getByRole('main')).toContainText('Full refund within 7 days of payment.');
    await expect(policy.getByRole('main')).not.toContainText('No refunds after 3 days.');
  } finally {
    await server.close();
  }
});
