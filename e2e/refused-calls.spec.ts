import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { callAiTool } from './support/ai-calls';
import { signInAsNewSeller } from './support/session';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Puts the seller on the Starter plan as an admin would, through the API. */
async function moveToStarter(request: APIRequestContext, sellerToken: string) {
  const me = (await (await request.get('/api/auth/user', { headers: bearer(sellerToken) })).json()) as {
    user?: { id: string };
    id?: string;
  };
  const sellerId = me.user?.id ?? me.id;
  const plans = (await (await request.get('/api/public/pricing-plans')).json()) as Array<{
    id: string;
    name: string;
  }>;
  const starter = plans.find((p) => p.name === 'Starter');
  const login = await request.post('/api/auth/login', { data: e2eAdmin });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const assigned = await request.post(`/api/admin/users/${sellerId}/plan`, {
    headers: bearer(accessToken),
    data: { planId: starter?.id },
  });
  expect(assigned.ok(), `Starter assigned: ${assigned.status()}`).toBe(true);
}

const statValue = (page: Page, label: string) =>
  page.getByTestId('stat-card').filter({ hasText: label }).locator('p').nth(1);

test('calls the plan refused are Refused, not Failed, and this month’s searches stay counted after a plan change', async ({
  page,
  request,
}) => {
  const token = await signInAsNewSeller(page, request, 'Tara', 'Menon');
  for (const n of [1, 2, 3]) {
    const res = await callAiTool(request, token, 'keyword-research', {
      keyword: `saree ${n}`,
      platform: 'amazon',
    });
    expect(res.status()).toBe(200);
  }
  const refused = await callAiTool(request, token, 'keyword-research', {
    keyword: 'saree 4',
    platform: 'amazon',
  });
  expect(refused.status()).toBe(429);

  await page.goto('/dashboard');
  const latest = page.getByTestId('recent-activity').getByRole('listitem').first();
  await expect(latest).toContainText('saree 4');
  await expect(latest).toContainText('Refused');
  await expect(latest).not.toContainText('Failed');
  await expect(statValue(page, 'Searches This Month')).toHaveText('3');

  await page.goto('/history');
  await page.getByRole('tab', { name: 'Usage Analytics' }).click();
  const card = (label: string) => page.getByTestId('analytics-card').filter({ hasText: label });
  await expect(card('Failed Calls')).toHaveText(/0$/);
  await expect(card('Success Rate')).toHaveText(/100%$/);
  await expect(page.getByTestId('refused-calls')).toContainText('1 call was refused by your plan');

  // On a new plan the month's counter starts again, yet the three searches were made this month.
  await moveToStarter(request, token);
  await page.goto('/dashboard');
  await expect(page.getByTestId('recent-activity').getByRole('listitem')).toHaveCount(4);
  await expect(statValue(page, 'Searches This Month')).toHaveText('3');
});
