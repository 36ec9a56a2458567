import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { shootAtBothWidths } from './support/screens';
import { moveToPlan } from './support/plans';
import { signInAsNewSeller } from './support/session';

/** The first sheet of a downloaded workbook, read back by the XLSX library: rows of cell values, from 1. */
async function downloadedRows(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow(
    { includeEmpty: true },
    (row, n) => (rows[n] = (row.values as unknown[]).slice(1)),
  );
  return { rows, fileName: download.suggestedFilename() };
}
const byHeader = (headers: unknown[], row: unknown[]) =>
  Object.fromEntries(headers.map((h, i) => [String(h), row[i]]));

test('an optimization answer downloads as the Amazon.in flat file and the Flipkart sheet, checked field by field first', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAsNewSeller(page, request, 'Sunita', 'Rao');
  await page.goto('/product-optimization');
  await page.getByRole('textbox', { name: 'Product name' }).fill('Steel Water Bottle 1 Litre');
  await page
    .getByRole('textbox', { name: 'Current description' })
    .fill('Double wall stainless steel bottle, keeps water cold for 24 hours, leak proof lid, 1 litre.');
  await page.getByLabel('Platform', { exact: true }).selectOption('amazon');
  await page.getByRole('button', { name: 'Optimize Listing' }).click();

  const panel = page.getByTestId('listing-file-panel');
  await expect(panel.getByRole('heading', { name: 'Download for Amazon.in' })).toBeVisible();
  await expect(panel).toContainText('legacy flat file (fptcustom)');
  // Nothing is written before the SKU and brand are given: the panel says what to fix, on the field.
  await expect(panel.getByRole('status')).toContainText('to fix before the file can be written');
  await expect(panel).toContainText('Fix: Amazon.in category inventory file (flat file) needs item_sku.');
  await expect(panel.getByRole('button', { name: 'Download for Amazon.in' })).toBeDisabled();

  await panel.getByLabel('Seller SKU').fill('SB-1L-STEEL');
  await panel.getByLabel('Brand').fill('Sunita Home');
  await panel.getByLabel('MRP (₹)').fill('999');
  await panel.getByLabel('Selling price (₹)').fill('1,099');
  await expect(panel).toContainText('Fix: ₹1099 is above the MRP of ₹999.');
  await panel.getByLabel('Selling price (₹)').fill('649');
  await panel.getByLabel('Bullet 5').fill('स्टील की बोतल, 1 लीटर');
  await panel.getByLabel('Search terms').fill('flask '.repeat(40));
  await expect(panel).toContainText(/Fix: \d+ bytes: at most 200 fit\./);
  await panel.getByLabel('Search terms').fill('flask thermos insulated gym office school');
  await expect(panel.getByRole('status')).toContainText('Ready: every field fits');
  await shootAtBothWidths(page, 'listing-file-panel');

  const amazon = await downloadedRows(page, 'Download for Amazon.in');
  expect(amazon.fileName).toBe('amazon-listing-SB-1L-STEEL.xlsx');
  const product = byHeader(amazon.rows[3]!, amazon.rows[4]!);
  const title = String(product.item_name);
  expect(title).toContain('1');
  expect([...title].length).toBeLessThanOrEqual(200);
  for (const n of [1, 2, 3, 4])
    expect(String(product[`bullet_point${n}`] ?? '').length).toBeLessThanOrEqual(250);
  expect(product).toMatchObject({
    item_sku: 'SB-1L-STEEL',
    brand_name: 'Sunita Home',
    bullet_point5: 'स्टील की बोतल, 1 लीटर',
    generic_keywords: 'flask thermos insulated gym office school',
    maximum_retail_price: 999,
    standard_price: 649,
  });

  await panel.getByLabel('Marketplace').selectOption('flipkart');
  await expect(panel.getByRole('heading', { name: 'Download for Flipkart' })).toBeVisible();
  await expect(panel).toContainText('Flipkart writes the title itself');
  const flipkart = await downloadedRows(page, 'Download for Flipkart');
  const row = byHeader(flipkart.rows[1]!, flipkart.rows[5]!);
  expect(row).toMatchObject({ 'Seller SKU ID': 'SB-1L-STEEL', Brand: 'Sunita Home', 'MRP (INR)': 999 });
  expect(String(row['Key Features'])).toContain('स्टील की बोतल, 1 लीटर');
  expect(String(row['Search Keywords']).split(', ').length).toBeLessThanOrEqual(5);
});

test("a seller's own listing, checked in Check my listing, downloads as the Amazon.in flat file", async ({
  page,
  request,
}) => {
  await signInAsNewSeller(page, request, 'Imran', 'Sheikh');
  await page.goto('/product-optimization');
  await page.getByRole('button', { name: 'Check a listing I already have' }).click();
  const checker = page.getByTestId('check-my-listing');
  await checker.getByLabel('Platform').selectOption('amazon');
  await checker.getByRole('textbox', { name: 'Title' }).fill('Brass Diya Set of 4, Handmade, 7 cm');
  await checker
    .getByRole('textbox', { name: 'Bullet points' })
    .fill('Set of 4 brass diyas\nपीतल के दीये, हाथ से बने');
  await page.getByRole('button', { name: 'Check my listing' }).click();

  const panel = page.getByTestId('listing-file-panel');
  await expect(panel.getByRole('textbox', { name: 'Title' })).toHaveValue(
    'Brass Diya Set of 4, Handmade, 7 cm',
  );
  await expect(panel.getByLabel('Title option')).toHaveCount(0);
  await panel.getByLabel('Seller SKU').fill('DIYA-4');
  await panel.getByLabel('Brand').fill('Imran Crafts');
  await shootAtBothWidths(page, 'listing-file-own-listing');
  const { rows } = await downloadedRows(page, 'Download for Amazon.in');
  expect(byHeader(rows[3]!, rows[4]!)).toMatchObject({
    item_sku: 'DIYA-4',
    item_name: 'Brass Diya Set of 4, Handmade, 7 cm',
    bullet_point1: 'Set of 4 brass diyas',
    bullet_point2: 'पीतल के दीये, हाथ से बने',
  });
});

test('a CSV of 50 products with 3 bad lines: the 3 named by line and column, 47 optimized with progress that survives a reload, one file for all', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await signInAsNewSeller(page, request, 'Farida', 'Khan');
  await moveToPlan(request, token, 'Professional');
  const lines = ['SKU,Product Name,Brand,Facts,Price (INR),MRP'];
  for (let n = 1; n <= 50; n++) {
    const sku = n === 10 ? '' : `FK-${n}`;
    const price = n === 20 ? 'call us' : String(300 + n);
    const brand = n === 30 ? '' : 'Farida Crafts';
    lines.push(`${sku},"Brass Diya Set of ${(n % 5) + 2}",${brand},"Handmade brass, ${n} cm",${price},999`);
  }
  await page.goto('/product-optimization');
  const bulk = page.getByTestId('bulk-listings');
  await bulk.getByLabel('Products (CSV)').setInputFiles({
    name: 'diyas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });
  const preview = page.getByTestId('bulk-preview');
  await expect(preview).toContainText('diyas.csv: 47 products ready, 3 lines left out');
  const leftOut = preview.getByRole('list', { name: 'Lines left out' });
  await expect(leftOut).toContainText('Line 11, sku: Give the product its seller SKU');
  await expect(leftOut).toContainText('Line 21, price: Type a price in rupees, such as 1299');
  await expect(leftOut).toContainText('Line 31, brand: Give the brand');
  await expect(preview).toContainText('This uses 47 Product Optimization calls of your plan (50 left now).');
  await shootAtBothWidths(page, 'bulk-listings-preview');
  await preview.getByRole('button', { name: 'Optimize 47 products' }).click();

  const progress = page.getByTestId('bulk-progress');
  await expect(progress).toBeVisible();
  await expect(page).toHaveURL(/[?&]bulk=[0-9a-f-]{36}/);
  await page.reload();
  await expect(page.getByTestId('bulk-progress')).toBeVisible();
  await expect(page.getByTestId('bulk-progress').getByRole('status')).toHaveText('47 of 47 optimized', {
    timeout: 90_000,
  });
  await shootAtBothWidths(page, 'bulk-listings-progress');
  const { rows } = await downloadedRows(page, 'Download for Amazon.in (47 products)');
  const products = rows.slice(4).map((row) => byHeader(rows[3]!, row));
  expect(products).toHaveLength(47);
  expect(products.map((p) => p.item_sku)).not.toContain('FK-10');
  expect(products[0]).toMatchObject({ item_sku: 'FK-1', brand_name: 'Farida Crafts', standard_price: 301 });
  expect(String(products[0]!.item_name)).toMatch(/Brass Diya/);
});

test("an upload stopped by the trial's limit says so, and goes on from where it stopped after an upgrade", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signInAsNewSeller(page, request, 'Nandini', 'Pillai');
  const lines = [
    'sku,name,brand,price',
    ...[1, 2, 3, 4].map((n) => `NP-${n},Steel Lunch Box ${n} Tier,Nandini,${200 + n}`),
  ];
  await page.goto('/product-optimization');
  await page
    .getByTestId('bulk-listings')
    .getByLabel('Products (CSV)')
    .setInputFiles({
      name: 'lunch-boxes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\n')),
    });
  const preview = page.getByTestId('bulk-preview');
  await expect(preview).toContainText('(3 left now). The first 3 will be optimized, then the upload stops.');
  await preview.getByRole('button', { name: 'Optimize 4 products' }).click();

  const progress = page.getByTestId('bulk-progress');
  await expect(progress.getByRole('status')).toHaveText('3 of 4 optimized, 1 not run', { timeout: 30_000 });
  await expect(progress).toContainText('Stopped:');
  // The usage card counts the upload's calls without a reload.
  await expect(page.getByTestId('usage-card-3')).toContainText('3 / 3 calls');
  await shootAtBothWidths(page, 'bulk-listings-stopped');
  await moveToPlan(request, token, 'Professional');
  await progress.getByRole('button', { name: 'Resume the 1 not run' }).click();
  await expect(progress.getByRole('status')).toHaveText('4 of 4 optimized', { timeout: 30_000 });
  await expect(progress.getByRole('button', { name: 'Download for Amazon.in (4 products)' })).toBeVisible();
});
