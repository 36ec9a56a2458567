import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { largeSettlementFile } from '../server/src/test/settlement-file';
import { shootAtBothWidths } from './support/screens';
import { signInAsNewSeller } from './support/session';

const settlement = 'common/src/settlements/fixtures/amazon-v2-settlement.txt';
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a settlement file: read, checked with the seller’s settings, over-charges by cause, a dispute copied, the CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAsNewSeller(page, request, 'Rohit', 'Das');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Settlement check' }).first().click();
  await expect(page.getByRole('heading', { name: 'Settlement check', level: 1 })).toBeVisible();

  await page.getByLabel('Settlement file').setInputFiles(settlement);
  const card = page.getByTestId('settlement-card');
  await expect(card).toContainText('Amazon.in settlement flat file V2');
  await expect(card).toContainText('Settlement 236628501');
  await expect(card).toContainText('6 orders, 1 refund, 65 amount lines');
  await shootAtBothWidths(page, 'settlement-preview');

  await card.getByLabel("Products' category").selectOption('books');
  await card.getByLabel('Packed weight of a unit (kg)').fill('0.4');
  await card.getByLabel('Delivery zone').selectOption('national');
  await card.getByRole('button', { name: 'Check this settlement' }).click();
  // The check is a job: its progress shows until the worker has written the result (a reload keeps it).
  await expect(
    card.getByTestId('settlement-progress').or(page.getByTestId('settlement-result')),
  ).toBeVisible();

  const result = page.getByTestId('settlement-result');
  await expect(result).toContainText('₹143.90');
  await expect(result.getByRole('table', { name: 'Over-charged by cause' })).toContainText(
    'duplicate charge',
  );
  await expect(result.getByRole('table', { name: 'Over-charged by month' })).toContainText('Oct 2026');
  await expect(result.getByTestId('settlement-finding')).toHaveCount(5);
  await shootAtBothWidths(page, 'settlement-results');

  const commission = result.getByTestId('settlement-finding').filter({ hasText: '408-0000002-0000002' });
  await commission.getByText('408-0000002-0000002 · Referral fee').click();
  const dispute = commission.getByTestId('dispute-text');
  await expect(dispute).toContainText('Please refund the difference of ₹37.20.');
  await commission.getByRole('button', { name: 'Copy dispute text' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await dispute.textContent());
  await shootAtBothWidths(page, 'settlement-dispute');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Disputes CSV' }).click(),
  ]);
  const csv = (await readFile((await download.path())!)).toString('utf8');
  expect(csv.startsWith('\uFEFFOrder,SKU,Posted,Cause')).toBe(true);
  expect(csv).toContain('408-0000002-0000002');
});

test('a long settlement check shows how far it is, keeps going through a reload, and ends with its result', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAsNewSeller(page, request, 'Kavya', 'Menon');
  await page.goto('/settlements');
  await page.getByLabel('Settlement file').setInputFiles({
    name: 'settlement-150k.txt',
    mimeType: 'text/plain',
    buffer: largeSettlementFile(150_000),
  });
  const card = page.getByTestId('settlement-card');
  await expect(card).toContainText('1,50,007 amount lines', { timeout: 30_000 });
  await card.getByLabel("Products' category").selectOption('books');
  await card.getByLabel('Packed weight of a unit (kg)').fill('0.4');
  await card.getByRole('button', { name: 'Check this settlement' }).click();

  // Part by part, the server says how far it is; the screen polls it (read in one go: the check may end any time).
  const progress = card.getByTestId('settlement-progress');
  await expect
    .poll(() => progress.innerText({ timeout: 100 }).catch(() => ''), {
      timeout: 30_000,
      intervals: [100],
    })
    .toMatch(/Checking 1,50,007 amount lines against the rate card: [1-9]\d*%/);
  await shootAtBothWidths(page, 'settlement-progress');
  await page.reload();
  await expect(page.getByTestId('settlement-result')).toContainText('weight slab', { timeout: 60_000 });
});
