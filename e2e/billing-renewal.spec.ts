import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { toastOf } from './support/billing';
import { logIn, sellerPassword } from './support/session';

/** A calendar day `days` from today (negative: in the past), as the admin API takes it. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A verified seller whose Starter plan ran out three days ago, made by the admin API. */
async function sellerWithExpiredStarter(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: e2eAdmin });
  const admin = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const plans = (await (await request.get('/api/admin/pricing/plans', { headers: admin })).json()) as Array<{
    id: string;
    name: string;
  }>;
  const email = `kavya.${Date.now()}@example.in`;
  const created = await request.post('/api/admin/users', {
    headers: admin,
    data: { first_name: 'Kavya', last_name: 'Menon', email, password: sellerPassword },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const assigned = await request.post(`/api/admin/users/${(await created.json()).id}/plan`, {
    headers: admin,
    data: { planId: plans.find((p) => p.name === 'Starter')!.id, startDate: day(-33), endDate: day(-3) },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  return email;
}

test('a seller whose Starter plan expired renews it from the Plan Expired dialog on /pricing', async ({
  page,
  request,
}) => {
  const email = await sellerWithExpiredStarter(request);
  await logIn(page, request, email, sellerPassword);
  await page.goto('/billing');
  await expect(page.getByTestId('billing-expiry')).toContainText(/Expired \d+ days ago/);

  await page.goto('/pricing');
  const expired = page.getByRole('dialog', { name: 'Plan Expired' });
  await expect(expired).toBeVisible();
  // Maybe Later closes it and leaves the expired plan's card offering Renew Plan.
  await expired.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(expired).toBeHidden();
  const starter = page.getByRole('listitem', { name: 'Starter' });
  await expect(starter.getByRole('button', { name: 'Renew Plan: Starter' })).toBeEnabled();
  await page.reload();
  await expired.getByRole('button', { name: 'Renew Plan' }).click();

  const checkout = page.getByRole('dialog', { name: 'Vikreta' });
  await expect(checkout).toContainText('Sandbox: no money moves');
  await expect(checkout).toContainText('₹499');
  await checkout.getByRole('button', { name: /^Pay/ }).click();
  await expect(toastOf(page)).toContainText('Payment Successful!');
  await expect(toastOf(page)).toContainText('Your Starter plan has been renewed successfully.');

  // Running again, without a reload: the card is the current plan, /billing shows the next billing date.
  await expect(starter.getByRole('button', { name: 'Current Plan: Starter' })).toBeDisabled();
  await expect(page.getByTestId('current-plan-banner')).not.toContainText(/expired/i);
  await page.getByRole('link', { name: 'Billing' }).first().click();
  await expect(page.getByTestId('billing-expiry')).toContainText('Ends on');
});
