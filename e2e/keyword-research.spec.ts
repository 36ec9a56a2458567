import { expect, test, type Page } from '@playwright/test';
import { callAiTool } from './support/ai-calls';
import { freePort, startAppServer } from './support/app-server';
import { recordAppearances, seenTexts } from './support/appearances';
import { signInAsNewSeller } from './support/session';

// The form's validation, the sent body, the four tabs and copying are in e2e/ai.spec.ts.

const usageCard = (page: Page) => page.getByTestId('usage-card-1');
const usageBar = (page: Page) => usageCard(page).getByRole('progressbar');

test('keyword research: in progress, a new Idempotency-Key per research, the usage card filling up, the limit dialog', async ({
  page,
  request,
}) => {
  const accessToken = await signInAsNewSeller(page, request, 'Ananya', 'Ghosh');
  const statuses = await recordAppearances(page, '[role="status"]');
  const submitStates = await recordAppearances(page, 'form button[type="submit"]');
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/ai/keyword-research')) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.goto('/keyword-research');
  await expect(usageCard(page)).toContainText('0 / 3 calls');
  await expect(usageBar(page)).toHaveAttribute('aria-valuenow', '0');

  await page.getByRole('textbox', { name: 'Keyword' }).fill('kurti');
  const submit = page.getByRole('button', { name: 'Research Keywords' });
  await submit.click();
  await expect(page.getByRole('heading', { name: 'kurti', exact: true })).toBeVisible();
  await expect.poll(() => seenTexts(statuses)).toContain("Researching 'kurti'...");
  await expect.poll(() => seenTexts(submitStates)).toContain('Researching... (disabled)');
  await expect(page.getByRole('tab')).toHaveText([
    /^Related Keywords/,
    /^Long Tail Keywords/,
    /^Suggestions/,
    /^Platform Insights/,
  ]);
  await expect(usageCard(page)).toContainText('1 / 3 calls');
  await expect(usageBar(page)).toHaveAttribute('aria-valuenow', '33');

  // The same keyword again is a new research, not a replay of the first: it counts.
  await submit.click();
  await expect(usageCard(page)).toContainText('2 / 3 calls');
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(keys[1]).not.toBe(keys[0]);
  await expect(usageCard(page)).toHaveAttribute('data-status', 'active');
  await expect(usageCard(page)).toContainText('Active');
  await expect(usageBar(page)).toHaveAttribute('aria-valuenow', '67');

  // The last trial call is spent elsewhere; the open screen still offers a research and is refused.
  const elsewhere = await callAiTool(request, accessToken, 'keyword-research', {
    keyword: 'cotton saree',
    platform: 'all',
    language: 'en',
  });
  expect(elsewhere.status()).toBe(200);
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Trial Limit Reached' });
  await expect(dialog).toContainText('3 / 3 calls');
  await expect(dialog).toContainText('Current plan');
  await expect(dialog).toContainText('Free Trial');
  await dialog.getByRole('button', { name: 'Upgrade Plan' }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  // Coming back, the screen knows from the plan alone: Limit Reached, and the blocked button leads to /pricing.
  await page.goto('/keyword-research');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(usageCard(page)).toHaveAttribute('data-status', 'limit-reached');
  await expect(usageCard(page)).toContainText('Limit Reached');
  await expect(usageBar(page)).toHaveAttribute('aria-valuenow', '100');
  await page.getByRole('link', { name: 'Limit Reached - Upgrade Required' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("when the AI service does not answer, 'Research Failed' gives the server's message and the call is given back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // An OpenAI-compatible address where nobody listens: the outside service is down.
  const deadAiService = `http://127.0.0.1:${await freePort()}/v1`;
  const server = await startAppServer({ AI_API_KEY: 'e2e-key-nobody-checks', AI_BASE_URL: deadAiService });
  try {
    await signInAsNewSeller(page, server.api, 'Rahul', 'Bose', server);
    await page.goto(`${server.url}/keyword-research`);
    await expect(usageCard(page)).toContainText('0 / 3 calls');
    await page.getByRole('textbox', { name: 'Keyword' }).fill('kurti');
    await page.getByRole('button', { name: 'Research Keywords' }).click();

    const toast = page.locator('li[data-variant="destructive"]');
    await expect(toast).toContainText('Research Failed');
    await expect(toast).toContainText('The AI service could not be reached.');
    await expect(page.getByRole('dialog')).toHaveCount(0); // a failure, not a limit
    await expect(page.getByRole('button', { name: 'Research Keywords' })).toBeEnabled();
    await page.getByRole('button', { name: 'Refresh usage' }).click();
    await expect(usageCard(page)).toContainText('0 / 3 calls');

    // The failure is in the history, as a failed call.
    await page.goto(`${server.url}/history`);
    const rows = page.getByTestId('history-table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Failed');
    await rows.first().getByRole('button', { name: 'View Details' }).click();
    await expect(page.getByTestId('response-summary')).toHaveText('The AI service could not be reached.');
  } finally {
    await server.close();
  }
});
