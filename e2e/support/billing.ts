import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Chooses a plan on /pricing and opens the sandbox checkout; gives the checkout dialog. */
export async function openSandboxCheckout(page: Page, planName: string) {
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  const card = page.getByRole('listitem', { name: planName });
  await card.getByRole('button', { name: `Choose Plan: ${planName}` }).click();
  const checkout = page.getByRole('dialog', { name: 'Vikreta' });
  await expect(checkout).toContainText('Sandbox: no money moves');
  return checkout;
}

/** The one toast on screen (a new toast replaces the previous). */
export const toastOf = (page: Page) => page.locator('li[data-variant]').last();

/** Buys a plan through the real API as the browser's checkout does: create order, sandbox Pay (or Fail), verify. */
export async function buyThroughApi(
  request: APIRequestContext,
  accessToken: string,
  planName: string,
  outcome: 'success' | 'failure' = 'success',
) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const plans = (await (await request.get('/api/billing/plans', { headers })).json()) as Array<{
    id: string;
    name: string;
  }>;
  const planId = plans.find((p) => p.name === planName)?.id;
  const order = await request.post('/api/payments/create-order', { headers, data: { planId } });
  expect(order.ok(), await order.text()).toBe(true);
  const { orderId } = ((await order.json()) as { data: { orderId: string } }).data;
  const paid = await request.post('/api/payments/sandbox/pay', { headers, data: { orderId, outcome } });
  expect(paid.ok(), await paid.text()).toBe(true);
  if (outcome === 'failure') return;
  const { status: _status, ...fields } = (await paid.json()) as Record<string, string>;
  const verified = await request.post('/api/payments/verify', { headers, data: fields });
  expect(verified.ok(), await verified.text()).toBe(true);
}
