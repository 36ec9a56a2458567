import { expect, test, type Page } from '@playwright/test';
import { callAiTool } from './support/ai-calls';
import { signInAsNewSeller } from './support/session';

const builtinBanner =
  "Answered by Vikreta's built-in engine: figures are estimates from marketplace data, not live search counts.";

/** Clicks a result tab and gives its panel. */
async function openTab(page: Page, name: RegExp) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel');
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

test('keyword research: validation, volume and competition, four tabs, copy, then the trial limit', async ({
  page,
  request,
}) => {
  const accessToken = await signInAsNewSeller(page, request, 'Kavya', 'Iyer');
  await page.goto('/keyword-research');
  await expect(page.getByRole('heading', { name: 'Keyword Research', level: 1 })).toBeVisible();
  const usageCard = page.getByTestId('usage-card-1');
  await expect(usageCard).toContainText('0 / 3 calls');

  const keyword = page.getByRole('textbox', { name: 'Keyword' });
  const submit = page.getByRole('button', { name: 'Research Keywords' });
  await keyword.fill('   ');
  await submit.click();
  await expect(page.getByText('Please enter a keyword to research')).toBeVisible();
  await expect(usageCard).toContainText('0 / 3 calls');

  await keyword.fill('wireless earbuds');
  await page.getByLabel('Platform', { exact: true }).selectOption('amazon');
  await page.getByLabel('Language', { exact: true }).selectOption('Hindi');
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/ai/keyword-research'));
  await submit.click();
  const call = await sent;
  expect(call.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(call.postDataJSON()).toEqual({ keyword: 'wireless earbuds', platform: 'amazon', language: 'Hindi' });

  const banner = page.getByTestId('engine-banner');
  await expect(banner).toContainText(builtinBanner);
  // The built-in engine now answers a Hindi request in Hindi: no English-only notice.
  await expect(banner).not.toContainText('answers in English only');
  await expect(page.getByRole('heading', { name: 'wireless earbuds' })).toBeVisible();
  const metrics = page.getByTestId('keyword-metric');
  await expect(metrics.nth(0)).toContainText('Search volume');
  await expect(metrics.nth(0)).toContainText('Estimate');
  await expect(metrics.nth(0)).toContainText(/\/ month/);
  await expect(metrics.nth(1)).toContainText('Competition');
  await expect(metrics.nth(1)).toContainText(/Low|Medium|High/);
  await expect(usageCard).toContainText('1 / 3 calls');
  await expect(usageCard).toContainText('Active');

  const related = await openTab(page, /Related Keywords/);
  const chips = related.getByRole('listitem');
  expect(await chips.count()).toBeGreaterThan(0);
  const first = chips.first().getByRole('button');
  const firstText = (await first.innerText()).trim();
  await first.click();
  await expect(first).toContainText('Copied');
  expect(await clipboard(page)).toBe(firstText);
  await expect(first).not.toContainText('Copied', { timeout: 4000 });

  const longTail = await openTab(page, /Long Tail Keywords/);
  expect(await longTail.getByRole('listitem').count()).toBeGreaterThan(0);
  const last = longTail.getByRole('listitem').last().getByRole('button');
  await last.click();
  await expect(last).toContainText('Copied');

  const suggestions = await openTab(page, /Suggestions/);
  expect(await suggestions.getByRole('listitem').count()).toBeGreaterThan(0);

  const insights = await openTab(page, /Platform Insights/);
  await expect(insights.getByRole('heading', { name: 'Amazon.in' })).toBeVisible();
  expect(await insights.getByRole('listitem').count()).toBeGreaterThan(0);

  // The seller spends the other two trial calls elsewhere (another tab, the API); the open screen still
  // thinks one is left, so its 4th research reaches the server and is refused.
  for (const seed of ['cotton kurti', 'steel water bottle']) {
    const res = await callAiTool(request, accessToken, 'keyword-research', {
      keyword: seed,
      platform: 'all',
      language: 'en',
    });
    expect(res.status(), `keyword research for '${seed}'`).toBe(200);
  }
  await keyword.fill('bluetooth speaker');
  await submit.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Trial Limit Reached' })).toBeVisible();
  await expect(dialog).toContainText('You have used all of your free trial calls');
  await expect(dialog).toContainText('3 / 3 calls');
  // The modal dialog hides the rest of the page from the accessibility tree, so the toast is found by its variant.
  const toast = page.locator('li[data-variant="destructive"]');
  await expect(toast).toContainText('Research Failed');
  await expect(toast).toContainText('free trial');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  const blocked = page.getByRole('link', { name: 'Limit Reached - Upgrade Required' });
  await expect(blocked).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('button', { name: 'Research Product' })).toHaveCount(0);
  await expect(usageCard).toContainText('3 / 3 calls');
  // 3 of 3 is every call, not 'near' the limit: the usage card says Limit Reached.
  await expect(usageCard).toContainText('Limit Reached');
  await expect(usageCard).not.toContainText('Near Limit');
});

test('product research on a phone: six tabs without sideways scrolling', async ({ page, request }) => {
  await signInAsNewSeller(page, request, 'Kavya', 'Iyer');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/product-research');

  await page.getByRole('button', { name: 'Research Product' }).click();
  await expect(page.getByText('Please enter a product name to research')).toBeVisible();

  await page.getByRole('textbox', { name: 'Product name' }).fill('cotton kurti');
  await page.getByLabel('Category', { exact: true }).selectOption('Fashion');
  await page.getByLabel('Price range (₹)').selectOption('500 - 1,000');
  await page.getByRole('button', { name: 'Research Product' }).click();
  await expect(page.getByTestId('engine-banner')).toContainText(builtinBanner);
  await expect(page.getByRole('heading', { name: 'cotton kurti', exact: true })).toBeVisible();

  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText([
    /^Market/,
    /^Competitors/,
    /^Pricing/,
    /^Trends/,
    /^Opportunities/,
    /^Recommendations/,
  ]);
  await expect(await openTab(page, /^Market/)).toContainText(/cotton kurti/i);
  await expect(await openTab(page, /^Competitors/)).toContainText(/compet/i);
  await expect(await openTab(page, /^Pricing/)).toContainText('₹');
  await expect(await openTab(page, /^Trends/)).toContainText(/season|demand/i);
  const opportunities = await openTab(page, /^Opportunities/);
  expect(await opportunities.getByRole('heading').count()).toBeGreaterThan(0);
  expect(await opportunities.getByRole('listitem').count()).toBeGreaterThan(0);
  const recommendations = await openTab(page, /^Recommendations/);
  expect(await recommendations.getByRole('listitem').count()).toBeGreaterThan(0);
  // Markdown is shown styled, never as raw markers.
  await openTab(page, /^Market/);
  await expect(page.getByRole('tabpanel')).not.toContainText('**');
  await expect(page.getByRole('tabpanel')).not.toContainText('##');

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow at 390 px').toBeLessThanOrEqual(0);
});

test('product optimization: five tabs, copy a title, the description and a keyword', async ({
  page,
  request,
}) => {
  await signInAsNewSeller(page, request, 'Kavya', 'Iyer');
  await page.goto('/product-optimization');
  await expect(page.getByLabel('Target audience')).toHaveValue('General Consumers');

  await page.getByRole('button', { name: 'Optimize Listing' }).click();
  await expect(page.getByText('Please provide either a product name or description')).toBeVisible();

  await page.getByRole('textbox', { name: 'Product name' }).fill('steel water bottle 1 litre');
  await page.getByRole('textbox', { name: 'Brand' }).fill('Milton');
  await page.getByLabel('Platform', { exact: true }).selectOption('amazon');
  await page.getByRole('button', { name: 'Optimize Listing' }).click();
  await expect(page.getByTestId('engine-banner')).toContainText(builtinBanner);

  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText([/^Title/, /^Description/, /^Short Desc/, /^Keywords/, /^Platform Tips/]);

  await openTab(page, /^Title/);
  const options = page.getByTestId('title-option');
  expect(await options.count()).toBeGreaterThan(1);
  await expect(options.first()).toContainText('Option 1');
  await expect(options.first()).toContainText(/\d+ \/ 200 characters on Amazon\.in/);
  const title = (await options.first().getByTestId('title-text').innerText()).trim();
  const copyTitle = page.getByRole('button', { name: 'Copy title option 1' });
  await copyTitle.click();
  await expect(copyTitle).toContainText('Copied');
  expect(await clipboard(page)).toBe(title);
  await expect(page.getByRole('button', { name: 'Copy title option 2' })).toContainText('Copy');
  await expect(copyTitle).not.toContainText('Copied', { timeout: 4000 });

  const description = await openTab(page, /^Description/);
  await expect(description.getByRole('heading').first()).toBeVisible();
  await description.getByRole('button', { name: 'Copy description' }).click();
  await expect(description.getByRole('button', { name: 'Copy description' })).toContainText('Copied');
  const copied = await clipboard(page);
  expect(copied).toContain('Milton');
  expect(copied).not.toContain('**');
  expect(copied).not.toContain('##');

  const short = await openTab(page, /^Short Desc/);
  await short.getByRole('button', { name: 'Copy short description' }).click();
  await expect(short.getByRole('button', { name: 'Copy short description' })).toContainText('Copied');

  const keywords = await openTab(page, /^Keywords/);
  const chip = keywords.getByRole('listitem').first().getByRole('button');
  const chipText = (await chip.innerText()).trim();
  await chip.click();
  await expect(chip).toContainText('Copied');
  expect(await clipboard(page)).toBe(chipText);

  const tips = await openTab(page, /^Platform Tips/);
  await expect(tips.getByRole('heading', { name: 'Amazon.in' })).toBeVisible();
  expect(await tips.getByRole('listitem').count()).toBeGreaterThan(0);
});
