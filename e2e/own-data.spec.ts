import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { callAiTool } from './support/ai-calls';
import { buyThroughApi, toastOf } from './support/billing';
import { createSeller, logIn, sellerPassword } from './support/session';

async function downloaded(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    text: (await readFile((await download.path())!)).toString('utf8'),
  };
}

test('a seller downloads their data (JSON, and CSV where no cell runs as a formula), then deletes the account', async ({
  page,
  request,
}) => {
  const { email } = await createSeller(request, 'Gauri', 'Patil');
  const { accessToken } = await logIn(page, request, email, sellerPassword);
  const formula = '=HYPERLINK("http://evil.example","Click")';
  expect(
    (
      await callAiTool(request, accessToken, 'keyword-research', { keyword: formula, platform: 'amazon' })
    ).status(),
  ).toBe(200);
  await buyThroughApi(request, accessToken, 'Starter');

  await page.goto('/account');
  const json = await downloaded(page, 'All my data (JSON)');
  expect(json.name).toMatch(/^vikreta-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(json.text);
  expect(data.profile.email).toBe(email);
  expect(data.payments).toHaveLength(1);
  expect(data.payments[0].invoice_number).toMatch(/^VK\//);
  expect(data.usage_history[0].request_data.keyword).toBe(formula);

  const history = await downloaded(page, 'History (CSV)');
  const historyRows = history.text.slice(1).split('\r\n');
  expect(historyRows[0]).toContain('Date & Time,Tool');
  // The keyword's cell starts with an apostrophe inside quotes: a spreadsheet shows it, never runs it.
  expect(historyRows[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")`);
  expect(historyRows[1]).not.toMatch(/(^|,)=HYPERLINK/);

  const payments = await downloaded(page, 'Payments (CSV)');
  const paymentRows = payments.text.slice(1).split('\r\n');
  expect(paymentRows[0]).toBe('Date,Plan,Billing Period,Amount,Currency,Status,Invoice,Documents');
  expect(paymentRows[1]).toContain(',Starter,monthly,499.00,INR,completed,VK/');

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog).toContainText('That password is not right');
  await dialog.getByLabel('Your password').fill(sellerPassword);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toastOf(page)).toContainText('Account deleted');
  await expect(page).toHaveURL(/\/$/);
  const again = await request.post('/api/auth/login', { data: { email, password: sellerPassword } });
  expect(again.status()).toBe(401);
});
