import { expect, test, type Page } from '@playwright/test';
import { shootAtBothWidths } from './support/screens';
import { signInAsNewSeller } from './support/session';

const report = 'server/src/features/keyword-bank/fixtures/sp-search-terms.csv';

async function checkListing(page: Page, title: string) {
  await page.goto('/product-optimization');
  await page.getByRole('button', { name: 'Check a listing I already have' }).click();
  const checker = page.getByTestId('check-my-listing');
  await checker.getByLabel('Platform').selectOption('amazon');
  await checker.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Check my listing' }).click();
  return page.getByTestId('keyword-coverage');
}

test("a seller's search term report becomes measured keywords on every screen, until they delete it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAsNewSeller(page, request, 'Lata', 'Menon');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'My data' }).first().click();
  await expect(page.getByRole('heading', { name: 'My data', level: 1 })).toBeVisible();
  await expect(page.getByText('No measured keywords yet')).toBeVisible();

  // Upload: what was found is shown before anything is stored.
  await page.getByLabel('Report files').setInputFiles(report);
  const preview = page.getByTestId('report-preview');
  await expect(preview).toContainText('Amazon Sponsored Products search term report');
  await expect(preview).toContainText('1–30 Sep 2026');
  await expect(preview.getByRole('list', { name: 'Rows left out' })).toContainText(
    "Line 9, Clicks: 'abc' is not a whole number.",
  );
  await expect(page.getByText('No measured keywords yet')).toBeVisible();
  await shootAtBothWidths(page, 'keyword-bank-preview');
  // The file waits for the seller's answer across a reload.
  await page.reload();
  await expect(preview.getByRole('list', { name: 'Rows left out' })).toContainText('Line 10');
  await preview.getByRole('button', { name: 'Add to my keyword bank' }).click();
  await expect(page.getByRole('list', { name: 'Reports in your bank' })).toContainText('sp-search-terms.csv');
  await expect(preview).toHaveCount(0);

  const bank = page.getByTestId('keyword-bank');
  await expect(bank.getByTestId('bank-term')).toHaveCount(3);
  await expect(bank.getByTestId('bank-term').first()).toContainText('cotton kurti for women');
  await expect(bank.getByTestId('bank-term').first()).toContainText('₹787.50');
  await expect(bank).toContainText('कुर्ती');
  await shootAtBothWidths(page, 'keyword-bank');

  // Keyword Research: the measured figures beside the estimate, with their source and dates.
  await page.goto('/keyword-research');
  await page.getByRole('textbox', { name: 'Keyword' }).fill('cotton kurti for women');
  await page.getByLabel('Platform', { exact: true }).selectOption('amazon');
  await page.getByRole('button', { name: 'Research Keywords' }).click();
  const measured = page.getByTestId('measured-keywords');
  await expect(measured).toContainText('Measured');
  await expect(measured).toContainText('your Sponsored Products report, 1–30 Sep 2026');
  await expect(measured).toContainText('71');
  await expect(page.getByTestId('keyword-metric').first()).toContainText('Estimate');

  // Check my listing: the top converting term is named as missing, backend terms fit the byte limit.
  const coverage = await checkListing(page, 'Jaipur Threads Rayon Kurti Set for Women');
  await expect(coverage.getByTestId('coverage-term').first()).toContainText('cotton kurti for women');
  await expect(coverage.getByTestId('coverage-term').first()).toContainText('missing');
  const suggestion = coverage.getByTestId('backend-suggestion');
  await expect(suggestion).toContainText(/\(\d+ of 200 bytes\)/);
  const bytes = Number(/\((\d+) of 200 bytes\)/.exec((await suggestion.textContent()) ?? '')?.[1]);
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(200);
  await expect(coverage.getByRole('list', { name: 'Candidate negative keywords' })).toContainText(
    'rayon kurti set',
  );
  await shootAtBothWidths(page, 'keyword-coverage');

  // Delete: gone from My data, from Check my listing and from Keyword Research.
  await page.goto('/my-data');
  await page.getByRole('button', { name: 'Delete all' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete all' }).click();
  await expect(page.getByText('No measured keywords yet')).toBeVisible();
  const after = await checkListing(page, 'Jaipur Threads Rayon Kurti Set for Women');
  await expect(after).toContainText('Add your Sponsored Products or Search Query Performance reports');
  await page.goto('/keyword-research');
  await page.getByRole('textbox', { name: 'Keyword' }).fill('cotton kurti for women');
  await page.getByRole('button', { name: 'Research Keywords' }).click();
  await expect(page.getByTestId('keyword-metric').first()).toBeVisible();
  await expect(page.getByTestId('measured-keywords')).toHaveCount(0);
});
