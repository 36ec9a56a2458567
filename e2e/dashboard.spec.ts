import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { callAiTool } from './support/ai-calls';
import { signInAsAdmin, signInAsNewSeller } from './support/session';

async function research(request: APIRequestContext, accessToken: string, keyword: string) {
  const res = await callAiTool(request, accessToken, 'keyword-research', {
    keyword,
    platform: 'amazon',
    language: 'en',
  });
  expect(res.status(), `keyword research for '${keyword}'`).toBe(200);
}

const statValue = (page: Page, label: string) =>
  page.getByTestId('stat-card').filter({ hasText: label }).locator('p').nth(1);

test('the dashboard shows a new seller their trial, searches, recent activity and usage', async ({
  page,
  request,
}) => {
  const accessToken = await signInAsNewSeller(page, request, 'Meera', 'Patel');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Meera!' })).toBeVisible();
  await expect(statValue(page, 'Searches This Month')).toHaveText('0');
  await expect(page.getByTestId('recent-activity')).toContainText('No activity yet');

  await research(request, accessToken, 'cotton kurti');
  await research(request, accessToken, 'steel water bottle');
  await page.reload();

  await expect(page.getByRole('heading', { name: 'Welcome back, Meera!' })).toBeVisible();
  await expect(statValue(page, 'Active Tools')).toHaveText('3');
  await expect(statValue(page, 'Searches This Month')).toHaveText('2');
  await expect(page.getByTestId('stat-card').filter({ hasText: 'Next Billing Date' })).toHaveCount(0);

  const activity = page.getByTestId('recent-activity');
  await expect(activity.getByRole('listitem')).toHaveCount(2);
  await expect(activity.getByRole('listitem').first()).toContainText('steel water bottle');
  await expect(activity.getByRole('listitem').nth(1)).toContainText('cotton kurti');
  await expect(activity).toContainText('Keyword Research');
  await expect(activity).toContainText('Success');

  const account = page.getByTestId('account-status');
  await expect(account).toContainText('Free Trial');
  await expect(account).toContainText(/Monthly searches\s*2/);
  await expect(account).toContainText(/Plan ends\s*N\/A/);

  const badge = page.getByTestId('plan-badge');
  await expect(badge).toContainText('Free Trial');
  await expect(badge).toContainText('14 days left');
  await expect(badge.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');

  const usage = page.getByTestId('usage-this-month');
  await expect(usage).toContainText('Usage This Month');
  await expect(usage.getByTestId('usage-total')).toHaveText('2 / 9');
  await expect(usage.getByRole('listitem').filter({ hasText: 'Keyword Research' })).toContainText('2 / 3');
  await expect(usage.getByRole('listitem').filter({ hasText: 'Product Research' })).toContainText('0 / 3');
  await expect(usage.getByRole('listitem').filter({ hasText: 'Business Calculator' })).toContainText('∞');

  await usage.getByRole('button', { name: 'Usage This Month' }).click();
  await expect(usage.getByTestId('usage-total')).toBeHidden();

  // A recent-activity row opens its call, with its result, in its tool.
  await activity.getByRole('link', { name: /^cotton kurti.*open in Keyword Research$/ }).click();
  await expect(page).toHaveURL(/\/keyword-research\?history=\d+$/);
  await expect(page.getByTestId('restored-notice')).toContainText('Opened from your history');
  await expect(page.getByRole('heading', { name: 'cotton kurti', exact: true })).toBeVisible();

  await page.getByTestId('plan-badge').getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('a seller opening the dashboard directly: its plan, tools and activity are asked for with the user check, not after it', async ({
  page,
  request,
}) => {
  await signInAsNewSeller(page, request, 'Kavya', 'Rao');
  const events: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/')) events.push(`asked ${path}`);
  });
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/auth/user') events.push('answered /api/auth/user');
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Kavya!' })).toBeVisible();
  await expect(statValue(page, 'Searches This Month')).toHaveText('0');

  const userAnswered = events.indexOf('answered /api/auth/user');
  expect(userAnswered, events.join(', ')).toBeGreaterThan(0);
  for (const path of ['/api/auth/user', '/api/user/plan', '/api/tools', '/api/usage/history']) {
    const asked = events.indexOf(`asked ${path}`);
    expect(asked, `${path} in ${events.join(', ')}`).toBeGreaterThanOrEqual(0);
    expect(asked, `${path} in ${events.join(', ')}`).toBeLessThan(userAnswered);
  }
});

// The usage card turning Near Limit at 80% is checked on the keyword research screen (e2e/ai.spec.ts).

test('an administrator gets no plan badge or usage panel, and no plan or tool fetches', async ({
  page,
  request,
}) => {
  const planCalls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/user/plan' || path === '/api/tools' || path.startsWith('/api/usage'))
      planCalls.push(path);
  });
  await signInAsAdmin(page, request);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Administrator')).toBeVisible();
  await expect(page.getByTestId('plan-badge')).toHaveCount(0);
  await expect(page.getByTestId('usage-this-month')).toHaveCount(0);
  expect(planCalls).toEqual([]);
});

test('after every trial call is used, the dashboard says so and offers the plans', async ({
  page,
  request,
}) => {
  const accessToken = await signInAsNewSeller(page, request, 'Nisha', 'Gupta');
  const calls: Array<[Parameters<typeof callAiTool>[2], Record<string, string>]> = [
    ['keyword-research', { keyword: 'cotton kurti', platform: 'amazon' }],
    ['product-research', { productName: 'Brass diya set', platform: 'all' }],
    ['product-optimization', { productName: 'Steel bottle 1 L', platform: 'amazon' }],
  ];
  for (const [tool, body] of calls)
    for (let i = 0; i < 3; i++)
      expect((await callAiTool(request, accessToken, tool, body)).status()).toBe(200);

  await page.goto('/dashboard');
  await expect(statValue(page, 'Active Tools')).toHaveText('0 of 3');
  const notice = page.getByTestId('used-up-notice');
  await expect(notice).toContainText('You have used all your free trial calls');
  await notice.getByRole('link', { name: 'See the plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
