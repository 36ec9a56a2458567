import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingFileRequestInput } from '@common/contracts/listing-file';
import { caller, signedInSeller, type Caller } from '../../test/admin-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let h: TestApp;
let seller: Caller;
beforeAll(async () => {
  h = await createTestApp();
  seller = (await signedInSeller(h)).api;
});
afterAll(() => h.close());

const kurta: ListingFileRequestInput = {
  category: 'Fashion',
  sku: 'JT-KURTA-BLUE-M',
  brand: 'Jaipur Threads',
  title: 'Jaipur Threads Women Cotton Kurta, Blue, M',
  bullets: [
    'Fabric: 100% cotton, soft on the skin',
    'शुद्ध सूती कपड़ा, हाथ से छपा',
    'Straight fit, three-quarter sleeves',
    'Machine wash cold',
    '=HYPERLINK("http://evil.example","Click")',
  ],
  description: 'A straight cotton kurta, hand block printed in Jaipur.',
  searchTerms: 'kurti kurta cotton ethnic wear women',
  keywords: ['cotton kurta', 'women kurta'],
  mrp: 1299,
  price: 899,
};

/** Every row of the workbook's first sheet as cell values (1-based rows, as Excel shows them). */
async function rowsOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => (rows[n] = (row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}
/** A product row read by its header row's names, as a marketplace reads it. */
const byHeader = (headers: unknown[], row: unknown[]) =>
  Object.fromEntries(headers.map((h, i) => [String(h), row[i]]));

describe('the Amazon.in flat file', () => {
  it('holds the listing under the template headers, Indian scripts intact, no formula', async () => {
    const res = await seller.post('/api/listing-files/amazon', kurta);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="amazon-listing-JT-KURTA-BLUE-M.xlsx"',
    );
    const { name, rows } = await rowsOf(res.rawPayload);
    expect(name).toBe('Template');
    expect(rows[1]?.[0]).toBe('TemplateType=fptcustom');
    expect(rows[2]).toContain('Seller SKU');
    const product = byHeader(rows[3]!, rows[4]!);
    expect(product).toMatchObject({
      item_sku: 'JT-KURTA-BLUE-M',
      brand_name: 'Jaipur Threads',
      item_name: kurta.title,
      bullet_point1: 'Fabric: 100% cotton, soft on the skin',
      bullet_point2: 'शुद्ध सूती कपड़ा, हाथ से छपा',
      bullet_point5: '=HYPERLINK("http://evil.example","Click")',
      generic_keywords: kurta.searchTerms,
      maximum_retail_price: 1299,
      standard_price: 899,
      update_delete: 'Update',
    });
    // The text that looks like a formula is stored as text: the sheet's XML holds no formula at all.
    const zip = await JSZip.loadAsync(res.rawPayload);
    const sheetXml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheetXml).not.toContain('<f>');
  });

  it('is refused with every problem on its field: a missing SKU, a long title, search terms over 200 bytes, a price above MRP', async () => {
    const res = await seller.post('/api/listing-files/amazon', {
      ...kurta,
      sku: ' ',
      title: 'Kurta '.repeat(20),
      searchTerms: 'सूती कुर्ता '.repeat(10),
      price: 1500,
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('LISTING_FILE_INVALID');
    expect(body.message).toBe('4 fields do not fit Amazon.in category inventory file (flat file)');
    const errors = body.problems.filter((p: { severity: string }) => p.severity === 'error');
    expect(errors.map((p: { field: string }) => p.field).sort()).toEqual([
      'price',
      'searchTerms',
      'sku',
      'title',
    ]);
    expect(errors.find((p: { field: string }) => p.field === 'searchTerms').message).toMatch(
      /^\d+ bytes: at most 200 fit\.$/,
    );
    expect(errors.find((p: { field: string }) => p.field === 'title').message).toBe(
      '119 characters: at most 80 fit.',
    );
    expect(errors.find((p: { field: string }) => p.field === 'price').message).toBe(
      '₹1500 is above the MRP of ₹1299.',
    );
  });
});

describe('the Flipkart listing sheet', () => {
  it('puts products on row 5 under the headers of row 1, with at most 5 keywords', async () => {
    const res = await seller.post('/api/listing-files/flipkart', kurta);
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await rowsOf(res.rawPayload);
    const product = byHeader(rows[1]!, rows[5]!);
    expect(product).toMatchObject({
      'Seller SKU ID': 'JT-KURTA-BLUE-M',
      Brand: 'Jaipur Threads',
      'MRP (INR)': 1299,
      'Your selling price (INR)': 899,
      'Fullfilment by': 'Seller',
      'Search Keywords': 'cotton kurta, women kurta',
    });
    expect(String(product['Key Features'])).toContain('शुद्ध सूती कपड़ा');
    expect(product['Flipkart Serial Number']).toBeUndefined();

    const tooMany = await seller.post('/api/listing-files/flipkart', {
      ...kurta,
      mrp: undefined,
      keywords: ['a', 'b', 'c', 'd', 'e', 'f'],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().problems.filter((p: { severity: string }) => p.severity === 'error')).toEqual([
      expect.objectContaining({ field: 'mrp', message: 'Flipkart bulk listing sheet needs MRP (INR).' }),
      expect.objectContaining({ field: 'keywords', message: '6 keywords: Flipkart takes 5.' }),
    ]);
  });
});

describe('who may ask', () => {
  it('is a signed-in seller, for a marketplace Vikreta writes files for', async () => {
    expect((await caller(h).post('/api/listing-files/amazon', kurta)).statusCode).toBe(401);
    expect((await seller.post('/api/listing-files/jiomart', kurta)).statusCode).toBe(400);
    expect((await seller.post('/api/listing-files/amazon', { ...kurta, bullets: 'one' })).statusCode).toBe(
      400,
    );
  });
});
