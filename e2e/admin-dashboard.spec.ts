import { expect, test } from './support/own-server';
import { callAiTool } from './support/ai-calls';
import { signInAsAdmin, signInAsNewSeller } from './support/session';

test('the admin dashboard shows the figures, the activity panel, the daily charts and the latest admin actions', async ({
  page,
  request,
  browser,
  server,
}) => {
  const sellerContext = await browser.newContext({ baseURL: server.url });
  const sellerPage = await sellerContext.newPage();
  const sellerToken = await signInAsNewSeller(sellerPage, sellerContext.request, 'Ishaan', 'Mehta', server);
  const call = await callAiTool(sellerContext.request, sellerToken, 'keyword-research', {
    keyword: 'brass diya',
    platform: 'amazon',
    language: 'en',
  });
  expect(call.status()).toBe(200);
  await sellerContext.close();

  await signInAsAdmin(page, request, server);
  const admin = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` };
  const usage = (await (await request.get('/api/admin/usage/analytics', { headers: admin })).json()) as {
    totalUsage: number;
  };
  const tools = (await (await request.get('/api/admin/tools', { headers: admin })).json()) as Array<{
    id: number;
    name: string;
    description: string;
  }>;
  const calculators = tools.find((t) => t.name === 'Calculators')!;
  await request.put(`/api/admin/tools/${calculators.id}`, {
    headers: admin,
    data: { name: calculators.name, description: 'Profit, fees, shipping and more: always unlimited.' },
  });

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Live Analytics')).toBeVisible();
  for (const card of ['Total Users', 'Active Subscriptions', 'Estimated Revenue', 'Total API Calls'])
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  await expect(page.getByText('Total API Calls', { exact: true }).locator('../..')).toContainText(
    usage.totalUsage.toLocaleString('en-IN'),
  );
  const activity = page.getByText('Platform Activity').locator('../..');
  await expect(activity.getByText(/^(Growing|Declining)$/)).toBeVisible();
  await expect(activity).toContainText('User registration');

  // The charts' library arrives with the dashboard only; each draws a line.
  await expect(page.locator('.recharts-area-curve')).toHaveCount(3);
  await page.getByLabel('Period').selectOption('90');
  await expect(page.locator('.recharts-area-curve')).toHaveCount(3);

  await expect(page.getByText('Latest admin actions').locator('../..')).toContainText('changed a tool');
});
