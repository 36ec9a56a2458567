import { expect, test } from './support/own-server';
import type { Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { signInAsAdmin, signInAsNewSeller } from './support/session';

/** A toast with this text (the newest, when one is still showing from before). */
const toastWith = (page: Page, text: string) => page.locator('li[data-variant]', { hasText: text }).last();

/** Any alert, confirm or prompt the page opens (a script that ran), recorded. */
function recordDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

test('an admin adds a product in a new category, edits, toggles and deletes it; a seller sees each change', async ({
  page,
  request,
  browser,
  server,
}) => {
  const name = `Brass Diya Set ${Date.now()}`;
  const category = `Festive Decor ${Date.now() % 10000}`;
  const adminDialogs = recordDialogs(page);
  await signInAsAdmin(page, request, server);
  await page.goto('/admin-trends');
  await expect(page.getByRole('heading', { name: 'Trending Products' })).toBeVisible();
  await expect(page.getByText('Manage trending products and market insights')).toBeVisible();
  await expect(page.getByText('+5 this month')).toBeVisible();
  await expect(page.getByTestId('admin-product-card')).toHaveCount(9);

  // Add Product with a new category and a formatted description; the form starts at the spec's defaults.
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await expect(form.getByLabel('Demand Score')).toHaveValue('50');
  await expect(form.getByLabel('Competition Level')).toHaveValue('medium');
  await expect(form.getByLabel('Market Trend')).toHaveValue('stable');
  await form.getByLabel('Product Name').fill(name);
  await form.getByLabel('Category').selectOption({ label: '+ Create New Category' });
  await form.getByLabel('New Category').fill(category);
  const editor = form.getByRole('textbox', { name: 'Description' });
  await editor.click();
  await page.keyboard.type('Lights up every ');
  await page.keyboard.press('ControlOrMeta+B');
  await page.keyboard.type('Diwali order');
  await page.keyboard.press('ControlOrMeta+B');
  await form.getByLabel('Demand Score').fill('86');
  await form.getByLabel('Market Trend').selectOption('growing');
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(toastWith(page, 'Trending product created successfully')).toBeVisible();
  await expect(form).toBeHidden();

  // The new category is in the filter; filtering shows 'shown/total products' and Clear.
  await page.getByLabel('Category').selectOption(category);
  const card = page.getByTestId('admin-product-card');
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId('shown-count')).toHaveText(/^1\/\d+ products$/);
  await expect(card.locator('dd', { hasText: /^86$/ })).toHaveClass(/text-green-600/);

  // Edit: profit potential.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await edit.getByLabel('Profit Potential (₹)').fill('240');
  await edit.getByRole('button', { name: 'Update Product' }).click();
  await expect(toastWith(page, 'Trending product updated successfully')).toBeVisible();
  await expect(card).toContainText('₹240');

  // A description stored through the API with an image whose onerror would run a script.
  const login = await request.post('/api/auth/login', { data: e2eAdmin });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const products = (await (
    await request.get('/api/admin/trending-products', { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as Array<{ id: number; name: string }>;
  const id = products.find((p) => p.name === name)!.id;
  const stored = await request.put(`/api/admin/trending-products/${id}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      name,
      category,
      description:
        '<p>Lights up every <strong>Diwali order</strong></p><img src="x" onerror="alert(\'xss\')">',
      demand_score: 86,
      competition_level: 'medium',
      market_trend: 'growing',
      profit_potential: 240,
      image_url: null,
      sort_order: 0,
    },
  });
  expect(stored.ok()).toBe(true);

  // The seller finds it by name, with its formatted description, and nothing runs.
  const seller = await browser.newPage({ baseURL: server.url });
  const sellerDialogs = recordDialogs(seller);
  await signInAsNewSeller(seller, request, 'Meera', 'Iyer', server);
  await seller.goto(`/trending?search=${encodeURIComponent(name)}`);
  const sellerCard = seller.getByTestId('trending-card');
  await expect(sellerCard).toHaveCount(1);
  await expect(sellerCard).toContainText(category);
  await sellerCard.getByRole('button', { name: 'Analyze Product' }).click();
  await expect(seller.getByTestId('analysis').locator('strong')).toHaveText('Diwali order');
  await expect(seller.getByTestId('analysis').locator('img')).toHaveCount(0);

  // Switched off, it leaves the sellers' list.
  const active = card.getByRole('switch', { name: `Active: ${name}` });
  await active.click();
  await expect(active).not.toBeChecked();
  await expect(toastWith(page, 'Product status updated successfully')).toBeVisible();
  await seller.reload();
  await expect(seller.getByRole('heading', { name: /No trending products match/ })).toBeVisible();

  // Delete asks first, with the spec's words.
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Delete Product' }));
  await expect(confirm).toContainText(
    `Are you sure you want to delete "${name}"? This action cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Trending product deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await expect(
    page.getByText('No products match your filter criteria. Try selecting a different category.'),
  ).toBeVisible();

  expect(sellerDialogs).toEqual([]);
  expect(adminDialogs).toEqual([]);
  await seller.close();
});

test('a seller sorts, searches, and goes from Analyze to a prefilled Product Research', async ({
  page,
  request,
  server,
}) => {
  await signInAsNewSeller(page, request, 'Kabir', 'Sethi', server);
  await page.goto('/trending');
  const cards = page.getByTestId('trending-card');
  await expect(cards).toHaveCount(12);

  await page.getByLabel('Sort by').selectOption('profit');
  await expect(page).toHaveURL(/sort=profit/);
  const profits = async () =>
    (await cards.getByTestId('profit').allTextContents()).map((t) => Number(t.replace(/[^\d]/g, '')));
  await expect
    .poll(async () => {
      const list = await profits();
      return list.length > 1 && list.every((p, i) => i === 0 || list[i - 1]! >= p);
    })
    .toBe(true);

  await page.getByLabel('Search products by name').fill('yoga');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(/yoga/i);
  const productName = (await cards.first().getByRole('heading').textContent())!.trim();

  await cards.first().getByRole('button', { name: 'Analyze Product' }).click();
  await page.getByRole('link', { name: 'Research this product' }).click();
  await expect(page).toHaveURL(/\/product-research\?productName=/);
  await expect(page.getByLabel('Product name')).toHaveValue(productName);
  await expect(page.getByLabel('Category')).toHaveValue('Sports');
});
