import { expect, type Page } from '@playwright/test';

/** Helpers for driving a calculator screen (e2e/calculators.spec.ts). */
export const results = (page: Page) => page.getByRole('region', { name: 'Results' });

/** The value shown for a result line, found by the start of its label. */
export const figure = (page: Page, label: string) =>
  results(page)
    .locator('dl > div > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label.replace(/[()+]/g, '\\$&')}`) }) })
    .locator('dd');

export async function open(page: Page, slug: string, heading: string) {
  await page.goto(`/calculators/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

export const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate' }).click();

/** Pressing Calculate with a required number at zero leaves the results panel idle, with no message. */
export async function expectNothingHappens(page: Page) {
  await calculate(page);
  await expect(results(page).locator('dl')).toHaveCount(0);
  await expect(results(page)).toContainText('press Calculate');
  await expect(page.locator('li[data-variant]')).toHaveCount(0); // no toast
}

export async function expectCopied(page: Page, ...lines: string[]) {
  await results(page).getByRole('button', { name: 'Copy results' }).click();
  await expect(page.getByText('Copied!', { exact: true })).toBeVisible();
  await expect(page.getByText('Data copied to clipboard', { exact: true })).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  for (const line of lines) expect(text).toContain(line);
}
