import { expect, test, type Download } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { pdfText } from '../server/src/test/pdf-text';
import { buyThroughApi, openSandboxCheckout, toastOf } from './support/billing';
import { shootAtBothWidths, shootPdf } from './support/screens';
import { signInAsNewSeller } from './support/session';

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test.setTimeout(120_000);

test('Starter paid, then Professional: the credit shows before paying, the invoice prints it, /billing shows what was paid', async ({
  page,
  request,
}) => {
  const accessToken = await signInAsNewSeller(page, request, 'Farah', 'Qureshi');
  await buyThroughApi(request, accessToken, 'Starter');

  await page.goto('/pricing');
  const professional = page.getByRole('listitem', { name: 'Professional' });
  const credit = professional.getByTestId('upgrade-credit');
  // Starter was paid moments ago: all 30 days are unused, the whole ₹499 is credited.
  await expect(credit).toContainText('Credit for 30 unused days of the Starter plan: -₹499');
  await expect(credit).toContainText('You pay ₹1,000');
  await shootAtBothWidths(page, 'billing-pricing-with-credit');
  const checkout = await openSandboxCheckout(page, 'Professional');
  await expect(checkout).toContainText('₹1,000');
  await checkout.getByRole('button', { name: /^Pay/ }).click();
  await expect(toastOf(page)).toContainText('Your Professional plan has been activated successfully.');

  await page.goto('/billing');
  await expect(page.getByTestId('billing-plan-name')).toHaveText('Professional');
  await expect(page.getByTestId('billing-amount-paid')).toHaveText('Amount paid: ₹1,000');
  await shootAtBothWidths(page, 'billing-current-plan');
  await page.getByRole('tab', { name: 'Payment History' }).click();
  const rows = page.getByTestId('payment-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('₹1,000');
  await expect(rows.nth(1)).toContainText('₹499');
  await shootAtBothWidths(page, 'billing-payment-history');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    rows.nth(0).getByRole('button', { name: 'Invoice' }).click(),
  ]);
  const invoice = await bytesOf(download);
  await shootPdf(page, invoice, 'billing-invoice-with-credit');
  const text = await pdfText(invoice);
  expect(text).toContain('Plan price ₹1,499.00 (GST included)');
  expect(text).toContain('Less: Credit for 30 unused days of the Starter plan');
  expect(text).toContain('-₹499.00');
});

test('a plan an admin assigned shows no amount paid: it says Assigned by Vikreta', async ({
  page,
  request,
}) => {
  const accessToken = await signInAsNewSeller(page, request, 'Rohan', 'Kulkarni');
  await buyThroughApi(request, accessToken, 'Starter');
  const me = await (
    await request.get('/api/auth/user', { headers: { authorization: `Bearer ${accessToken}` } })
  ).json();
  const login = await request.post('/api/auth/login', { data: e2eAdmin });
  const admin = { authorization: `Bearer ${(await login.json()).accessToken}` };
  const plans = (await (await request.get('/api/admin/pricing/plans', { headers: admin })).json()) as Array<{
    id: string;
    name: string;
  }>;
  const assigned = await request.post(`/api/admin/users/${(me.user ?? me).id}/plan`, {
    headers: admin,
    data: { planId: plans.find((p) => p.name === 'Professional')!.id },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);

  await page.goto('/billing');
  await expect(page.getByTestId('billing-plan-name')).toHaveText('Professional');
  await expect(page.getByTestId('billing-plan-price')).toHaveText('Assigned by Vikreta');
  await expect(page.getByTestId('billing-amount-paid')).toHaveCount(0);
  await expect(page.getByTestId('plan-badge')).toContainText('Professional');
});
