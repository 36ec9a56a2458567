import { expect, test } from '@playwright/test';
import { pdfText } from '../server/src/test/pdf-text';
import { callAiTool } from './support/ai-calls';
import { loadScreenCode, navigateInApp } from './support/app-navigation';
import { startAppServer } from './support/app-server';
import { openSandboxCheckout, toastOf } from './support/billing';
import { signInAsNewSeller } from './support/session';

test('a trial seller at the limit upgrades to Starter in the sandbox, uses the tool again and downloads the invoice', async ({
  page,
  request,
}) => {
  const accessToken = await signInAsNewSeller(page, request, 'Meera', 'Pillai');
  for (const keyword of ['steel bottle', 'yoga mat', 'phone stand'])
    expect(
      (await callAiTool(request, accessToken, 'keyword-research', { keyword, platform: 'amazon' })).status(),
    ).toBe(200);

  await page.goto('/keyword-research');
  await expect(page.getByRole('link', { name: 'Limit Reached - Upgrade Required' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  const badge = page.getByTestId('plan-badge');
  await expect(badge).toContainText('Free Trial');
  await badge.getByRole('link', { name: 'Upgrade' }).click();

  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByTestId('current-plan-banner')).toContainText('Free Trial');
  // The Free Trial is not for sale; each card lists the tools and the unlimited calculator.
  await expect(page.getByRole('listitem', { name: 'Free Trial' })).toHaveCount(0);
  const starter = page.getByRole('listitem', { name: 'Starter' });
  await expect(starter).toContainText('₹499');
  await expect(starter).toContainText('Unlimited Business Calculator use');
  await expect(page.getByText('Most Popular')).toBeVisible();

  const checkout = await openSandboxCheckout(page, 'Starter');
  await expect(checkout).toContainText('₹499');
  await expect(checkout).toContainText('Meera Pillai');
  await checkout.getByRole('button', { name: /^Pay/ }).click();
  await expect(toastOf(page)).toContainText('Payment Successful!');
  await expect(toastOf(page)).toContainText('Your Starter plan has been activated successfully.');

  // The new plan shows everywhere without a reload: badge, card state, banner.
  await expect(badge).toContainText('Starter');
  await expect(badge.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  await expect(starter.getByRole('button', { name: 'Current Plan: Starter' })).toBeDisabled();
  await expect(page.getByRole('listitem', { name: 'Professional' })).toContainText(
    'Starts now: your Starter plan ends when you pay.',
  );

  // The tool works again.
  await page.getByRole('link', { name: 'Keyword Research' }).first().click();
  await page.getByRole('textbox', { name: 'Keyword' }).fill('cotton bedsheet');
  await page.getByRole('button', { name: 'Research Keywords' }).click();
  await expect(page.getByRole('heading', { name: 'cotton bedsheet' }).first()).toBeVisible();

  // /billing: the plan, Quick Stats and the payment with its invoice.
  await page.goto('/billing');
  await expect(page.getByTestId('billing-plan-name')).toHaveText('Starter');
  await expect(page.getByTestId('billing-expiry')).toContainText('Ends on');
  await expect(page.getByTestId('quick-stats')).toContainText('Completed payments1');
  await page.getByRole('tab', { name: 'Payment History' }).click();
  const row = page.getByTestId('payment-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Starter');
  await expect(row).toContainText('₹499');
  await expect(row).toContainText('completed');
  await expect(page.getByText('Showing 1 to 1 of 1 payments')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Invoice' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoice-[0-9a-f-]{36}\.pdf$/);
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain('₹499');
  expect(text).toMatch(/VK\/\d{4}-\d{2}\/\d{6}/);
  await expect(toastOf(page)).toContainText('Invoice downloaded successfully');
});

test('the sandbox checkout: Fail grants nothing, Dismiss shows the cancelled notice', async ({
  page,
  request,
}) => {
  await signInAsNewSeller(page, request, 'Arjun', 'Menon');
  await page.goto('/pricing');

  let checkout = await openSandboxCheckout(page, 'Professional');
  await checkout.getByRole('button', { name: 'Fail' }).click();
  await expect(toastOf(page)).toContainText('Payment Failed');
  await expect(toastOf(page)).toContainText('no money was taken');
  await expect(page.getByTestId('plan-badge')).toContainText('Free Trial');
  const professional = page.getByRole('listitem', { name: 'Professional' });
  await expect(professional.getByRole('button', { name: 'Choose Plan: Professional' })).toBeEnabled();

  checkout = await openSandboxCheckout(page, 'Professional');
  await checkout.getByRole('button', { name: 'Dismiss' }).click();
  await expect(checkout).toHaveCount(0);
  await expect(toastOf(page)).toContainText('Payment Cancelled');
  await expect(toastOf(page)).toContainText('You can try again anytime.');
  await expect(page.getByTestId('plan-badge')).toContainText('Free Trial');

  await page.goto('/billing');
  await page.getByRole('tab', { name: 'Payment History' }).click();
  const row = page.getByTestId('payment-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('failed');
  await expect(row).toContainText('Invoice not available');
});

test('pricing: plans that cannot be loaded offer Try Again; a checkout script that cannot load shows the gateway error', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const server = await startAppServer();
  try {
    await signInAsNewSeller(page, server.api, 'Ishaan', 'Rao', server);
    await page.goto(`${server.url}/dashboard`);
    // The dashboard's own code and data must have arrived before the server stops.
    await expect(page.getByRole('heading', { name: 'Welcome back, Ishaan!' })).toBeVisible();
    await loadScreenCode(page, 'pricing-page');
    await server.stop();
    await navigateInApp(page, '/pricing');
    await expect(page.getByRole('heading', { name: 'Failed to Load Pricing Plans' })).toBeVisible({
      timeout: 15_000,
    });
    await server.start();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('listitem', { name: 'Starter' })).toBeVisible();

    // The gateway's script host is unreachable (Razorpay's CDN in Razorpay mode; here the sandbox script).
    await page.route('**/sandbox-checkout.js', (route) => route.abort());
    await page.getByRole('button', { name: 'Choose Plan: Starter' }).click();
    const gatewayError = page.getByTestId('gateway-error');
    await expect(gatewayError).toContainText('Payment Gateway Error');
    await expect(gatewayError).toContainText('Failed to load payment gateway');
    await expect(gatewayError.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose Plan: Starter' })).toBeEnabled();
  } finally {
    await server.close();
  }
});
