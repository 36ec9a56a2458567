import { describe, expect, it } from 'vitest';
import { readBulkCsv } from './bulk-csv';

describe('a bulk upload file', () => {
  it('is read by its header names, in any order and case, prices as sellers write them', () => {
    const { rows, problems } = readBulkCsv(
      [
        ['\uFEFFBrand ', 'Price (INR)', 'Product Name', 'SKU', 'MRP', 'Facts'],
        ['Milton', '₹1,299', 'Steel Bottle 1 L', 'SB-1', '1,499', 'Double wall, 24 hours cold'],
        ['', '', '', '', '', ''],
        ['Prestige', '899.50', 'Kettle 1.5 L', 'KT-2', '', ''],
      ],
      'amazon',
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        sku: 'SB-1',
        name: 'Steel Bottle 1 L',
        brand: 'Milton',
        facts: 'Double wall, 24 hours cold',
        price: 1299,
        mrp: 1499,
      },
      { line: 4, sku: 'KT-2', name: 'Kettle 1.5 L', brand: 'Prestige', facts: '', price: 899.5 },
    ]);
  });

  it('reports each bad cell by line and column and keeps the good rows', () => {
    const { rows, problems } = readBulkCsv(
      [
        ['sku', 'name', 'brand', 'price'],
        ['A-1', 'Cotton Kurta', 'Jaipur Threads', '799'],
        ['', 'Silk Saree', 'Kanchi', 'free'],
        ['A-3', 'Brass Diya', 'Diya Co', '249'],
      ],
      'amazon',
    );
    expect(rows.map((r) => r.sku)).toEqual(['A-1', 'A-3']);
    expect(problems).toEqual([
      { line: 3, column: 'sku', message: 'Give the product its seller SKU' },
      { line: 3, column: 'price', message: 'Type a price in rupees, such as 1299' },
    ]);
  });

  it('names the missing columns of a file it does not know', () => {
    const { rows, problems } = readBulkCsv(
      [
        ['Title', 'Cost'],
        ['Bottle', '10'],
      ],
      'amazon',
    );
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      {
        line: 1,
        column: 'sku, brand, price',
        message: 'The header row needs the columns sku, brand, price (found: Title, Cost).',
      },
    ]);
  });

  it("names a value the marketplace's file needs before any call is spent: Flipkart's MRP, a price above it", () => {
    const records = [
      ['sku', 'name', 'brand', 'price', 'mrp'],
      ['A-1', 'Cotton Kurta', 'Jaipur Threads', '799', ''],
      ['A-2', 'Silk Saree', 'Kanchi', '2999', '1999'],
      ['A-3', 'Brass Diya', 'Diya Co', '249', '399'],
    ];
    expect(readBulkCsv(records, 'amazon').rows.map((r) => r.sku)).toEqual(['A-1', 'A-3']);
    const flipkart = readBulkCsv(records, 'flipkart');
    expect(flipkart.rows.map((r) => r.sku)).toEqual(['A-3']);
    expect(flipkart.problems).toEqual([
      { line: 2, column: 'mrp', message: 'Flipkart bulk listing sheet needs MRP (INR).' },
      { line: 3, column: 'price', message: '₹2999 is above the MRP of ₹1999.' },
    ]);
  });

  it('names a brand longer than Amazon.in takes (50 characters) before any call is spent', () => {
    const { rows, problems } = readBulkCsv(
      [
        ['sku', 'name', 'brand', 'price'],
        ['A-1', 'Cotton Kurta', 'B'.repeat(51), '799'],
      ],
      'amazon',
    );
    expect(rows).toEqual([]);
    expect(problems).toEqual([{ line: 2, column: 'brand', message: '51 characters: at most 50 fit.' }]);
  });

  it('takes 500 products and says which lines were left out', () => {
    const records = [
      ['sku', 'name', 'brand', 'price'],
      ...Array.from({ length: 502 }, (_, i) => [`S-${i}`, 'Bottle', 'Milton', '100']),
    ];
    const { rows, problems } = readBulkCsv(records, 'amazon');
    expect(rows).toHaveLength(500);
    expect(problems).toEqual([
      {
        line: 502,
        column: 'file',
        message: 'At most 500 products in one upload: this line and the ones after it are left out.',
      },
    ]);
  });
});
