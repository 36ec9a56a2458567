import { expect, test, type Page } from '@playwright/test';
import { callAiTool } from './support/ai-calls';
import { moveToPlan } from './support/plans';
import { signInAsNewSeller } from './support/session';

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
  await moveToPlan(request, token, 'Starter');
  await page.goto('/dashboard');
  await expect(page.getByTestId('recent-activity').getByRole('listitem')).toHaveCount(4);
  await expect(statValue(page, 'Searches This Month')).toHaveText('3');
});
