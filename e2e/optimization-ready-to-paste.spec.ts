import { expect, test } from '@playwright/test';
import { screenPath } from './support/screens';
import { signInAsNewSeller } from './support/session';

test('an optimization answer is ready to paste: titles, bullets from the seller’s facts without their claims, backend search terms', async ({
  page,
  request,
}) => {
  await signInAsNewSeller(page, request, 'Ravi', 'Iyer');
  await page.goto('/product-optimization');
  await page.getByRole('textbox', { name: 'Product name' }).fill('Hand Blender 400 W with 2 Attachments');
  await page
    .getByRole('textbox', { name: 'Current description' })
    .fill(
      '400 watt hand blender with stainless steel blade, whisk and chopper attachments, 2 speed settings. The best hand blender in India.',
    );
  await page.getByLabel('Platform', { exact: true }).selectOption('amazon');
  await page.getByRole('button', { name: 'Optimize Listing' }).click();

  const titles = page.getByTestId('title-text');
  await expect(titles.first()).toContainText('400 W');
  expect(await titles.count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('listing-check')).toContainText(/best/i);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: screenPath(`optimization-titles-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('tab', { name: /^Description/ }).click();
  const bullets = page.getByRole('list', { name: 'Bullet points' }).getByRole('listitem');
  await expect(bullets.first()).toBeVisible();
  const texts = await bullets.allInnerTexts();
  expect(texts.length).toBeGreaterThanOrEqual(2);
  expect(texts.join('\n')).toContain('2 speed settings');
  expect(texts.join('\n')).not.toMatch(/best/i);
  for (const t of texts) expect(t.length).toBeLessThanOrEqual(250);
  await expect(page.getByRole('button', { name: 'Copy bullets' })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: screenPath(`optimization-bullets-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('tab', { name: /^Keywords/ }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('Backend search terms');
  await expect(panel).toContainText(/\d+ of 200 bytes/);
});
