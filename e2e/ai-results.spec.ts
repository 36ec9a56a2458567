import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInAsNewSeller } from './support/session';

const usageCard = (page: Page, toolId: number) => page.getByTestId(`usage-card-${toolId}`);

async function downloadedText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test('product optimization shows the listing check: prohibited claims removed with their reason, missing facts listed', async ({
  page,
  request,
}) => {
  await signInAsNewSeller(page, request, 'Farah', 'Khan');
  await page.goto('/product-optimization');
  await page.getByRole('textbox', { name: 'Product name' }).fill('Vitamin C face serum 30 ml');
  await page
    .getByRole('textbox', { name: 'Current description' })
    .fill('Removes dark spots permanently in 7 days. Dermatologist approved. No.1 serum in India.');
  await page.getByRole('button', { name: 'Optimize Listing' }).click();

  const check = page.getByTestId('listing-check');
  await expect(check).toBeVisible();
  await expect(check.getByRole('heading', { name: 'Listing check' })).toBeVisible();
  await expect(check.getByLabel(/Listing score \d+ out of 100/)).toBeVisible();
  await expect(page.getByTestId('listing-check-summary')).toContainText('removed');
  await expect(check).toContainText(/permanently/i);
  await expect(check.getByRole('heading', { name: /^Removed \(\d+\)$/ })).toBeVisible();
  // The five result tabs are all in sight at 1280 px: wrapped onto a second row rather than scrolled away.
  const rights = await page
    .getByRole('tablist', { name: 'Optimization results' })
    .evaluate((list) =>
      [...list.querySelectorAll('[role="tab"]')].map(
        (t) => t.getBoundingClientRect().right <= list.getBoundingClientRect().right + 0.5,
      ),
    );
  expect(rights).toEqual([true, true, true, true, true]);
  // Nothing the guard removed reaches the description the seller copies.
  await page.getByRole('tab', { name: /Description/ }).click();
  await expect(page.getByRole('tabpanel')).not.toContainText(/permanently|No\.1|Dermatologist approved/i);

  // A Hindi listing: its titles keep the seller's Devanagari words, and the CSV keeps them intact.
  await page.getByRole('textbox', { name: 'Product name' }).fill('बनारसी सिल्क साड़ी');
  await page.getByRole('textbox', { name: 'Current description' }).fill('');
  await page.getByLabel('Language').selectOption('Hindi');
  await page.getByRole('button', { name: 'Optimize Listing' }).click();
  await expect(page.getByRole('heading', { name: 'बनारसी सिल्क साड़ी' })).toBeVisible();
  const csv = await downloadedText(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
  expect(csv.name).toBe('listing-बनारसी-सिल्क-साड़ी.csv');
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = csv.bytes.toString('utf8').slice(1).split('\r\n');
  expect(rows[0]).toBe('List,Text');
  expect(rows[1]).toMatch(/^Title option 1,.*साड़ी/);
});

test('check my listing: live character and byte counters, the guard findings, and no call used', async ({
  page,
  request,
}) => {
  await signInAsNewSeller(page, request, 'Rohit', 'Verma');
  await page.goto('/product-optimization');
  await expect(usageCard(page, 3)).toContainText('0 / 3 calls');
  await page.getByRole('button', { name: 'Check a listing I already have' }).click();

  const checker = page.getByTestId('check-my-listing');
  await checker.getByLabel('Platform').selectOption('amazon');
  await checker
    .getByRole('textbox', { name: 'Title' })
    .fill('Herbal hair oil 200 ml - cures dandruff, 100% guaranteed');
  await expect(page.getByText(/^\d+ \/ \d+ characters · \d+ bytes$/).first()).toBeVisible();
  await checker.getByRole('textbox', { name: 'Backend search terms' }).fill('बालों का तेल');
  // Devanagari: 12 characters, 32 bytes, counted against Amazon's byte limit for search terms.
  await expect(page.getByText('32 / 200 bytes · 12 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Check my listing' }).click();

  const check = page.getByTestId('listing-check');
  await expect(check.getByRole('heading', { name: 'Your listing' })).toBeVisible();
  await expect(check.getByRole('heading', { name: /^Still to fix \(\d+\)$/ })).toBeVisible();
  await expect(check).toContainText('Title: ‘cures’');
  await expect(check).toContainText('drug claims');
  await expect(check).toContainText('Title: ‘guaranteed’');
  // No AI call was made: the usage card still shows no calls.
  await page.reload();
  await expect(usageCard(page, 3)).toContainText('0 / 3 calls');
});

test('keywords: the language coverage shows before submit, Copy all and a CSV with BOM, and the last result comes back', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsNewSeller(page, request, 'Meenal', 'Joshi');
  await page.goto('/keyword-research');
  const sent: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/ai/keyword-research')) sent.push(r.postDataJSON());
  });

  await expect(page.getByTestId('language-coverage')).toHaveCount(0);
  await page.getByLabel('Language').selectOption('Hindi');
  await expect(page.getByTestId('language-coverage')).toContainText(
    'Hindi: suggestions and platform insights',
  );
  await page.getByRole('textbox', { name: 'Keyword' }).fill('साड़ी');
  await page.getByRole('button', { name: 'Research Keywords' }).click();
  await expect(page.getByRole('heading', { name: 'साड़ी', exact: true })).toBeVisible();
  expect(sent[0]).toMatchObject({ keyword: 'साड़ी', language: 'Hindi' });

  const copyAll = page.getByRole('button', { name: /^Copy all \(\d+\)$/ });
  await copyAll.click();
  await expect(copyAll).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n').length).toBeGreaterThan(3);

  const csv = await downloadedText(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
  expect(csv.name).toBe('keywords-साड़ी.csv');
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('List,Keyword');
  // The same keywords, in the same order, as Copy all gave.
  expect(lines.slice(1).map((l) => l.slice(l.indexOf(',') + 1))).toEqual(copied.split('\n'));

  // The tool opens with its last result, after leaving it and after a reload, without a new call.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('link', { name: 'Keyword Research' }).first().click();
  await expect(page.getByTestId('restored-notice')).toContainText('Your last result');
  await expect(page.getByRole('heading', { name: 'साड़ी', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'साड़ी', exact: true })).toBeVisible();
  await expect(usageCard(page, 1)).toContainText('1 / 3 calls');

  // A history item opens back in its tool.
  await page.goto('/history');
  await page
    .getByRole('button', { name: /view details/i })
    .first()
    .click();
  await page.getByRole('link', { name: 'Open in Keyword Research' }).click();
  await expect(page).toHaveURL(/\/keyword-research\?history=\d+$/);
  await expect(page.getByTestId('restored-notice')).toContainText('Opened from your history');
  await expect(page.getByRole('heading', { name: 'साड़ी', exact: true })).toBeVisible();
});
