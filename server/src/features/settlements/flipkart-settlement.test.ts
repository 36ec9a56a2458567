import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settlement } from '@common/contracts/settlements';
import { signedInSeller } from '../../test/admin-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

/**
 * A Flipkart settled-transactions workbook as its sellers download it: help and summary sheets first, then the
 * Orders sheet with group names on row 1, column names with line breaks, formulas and a double space on row 2, a
 * sub-header on row 3, one order item a row; fees negative. Over-charges planted in O2 to O6.
 */
async function workbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Report Help').addRow(['This report lists your settled transactions']);
  wb.addWorksheet('Summary').addRow(['Report Type:', 'Settled Transactions']);
  const orders = wb.addWorksheet('Orders');
  const header = [
    'NEFT ID',
    'Neft Type',
    ' Payment Date',
    'Bank Settlement Value (Rs.) \r\n= SUM(J:R)',
    'Order ID',
    'Order item ID',
    'Sale Amount (Rs.)',
    'Marketplace Fee (Rs.)\n= SUM (V:AI)',
    'Commission Rate (%)',
    'Commission (Rs.)',
    'Fixed Fee  (Rs.)',
    'Collection Fee (Rs.)',
    'Shipping Fee (Rs.)',
    'TCS (Rs.)',
    'TDS (Rs.)',
    'GST on MP Fees (Rs.)',
    'Item GST Rate (%)',
    'Order Date',
    'Seller SKU',
  ];
  orders.addRow(['Payment Details', '', '', '', 'Order Details', '', 'Financials', 'Fees']);
  orders.addRow(header);
  orders.addRow(['', '', '', 'Total', '', '', 'Total']);
  const row = (
    id: string,
    item: string,
    neft: string,
    sale: number,
    rate: number,
    fees: [number, number, number, number],
    tcs: number,
    tds: number,
    gstRate: number,
  ) => {
    const total = fees.reduce((s, f) => s + f, 0);
    orders.addRow([
      'N1',
      neft,
      '2026-10-05',
      0,
      id,
      item,
      sale,
      -total,
      rate,
      -fees[0],
      -fees[1],
      -fees[2],
      -fees[3],
      -tcs,
      -tds,
      -Math.round(total * 18) / 100,
      gstRate,
      '12/09/2026',
      `SKU-${id}`,
    ]);
  };
  row('OD1', 'I1', 'PREPAID', 1500, 10, [150, 20, 30, 50], 7.14, 1.5, 5); // all right
  row('OD2', 'I2', 'PREPAID', 2000, 10, [250, 20, 40, 50], 9.52, 2, 5); // commission 12.5% charged at a 10% rate: +50
  row('OD3', 'I3', 'PREPAID', 800, 5, [40, 15, 16, 40], 3.81, 0.8, 5); // commission under ₹1,000: +40
  row('OD4', 'I4', 'POSTPAID', 600, 0, [0, 10, 30, 40], 2.68, 0.6, 12); // ₹15 collection fee charged ₹30: +15
  row('OD5', 'I5', 'PREPAID', 1200, 8, [96, 20, 24, 45], 5.08, 12, 18); // TDS at 1%: +10.80
  row('OD1', 'I1', 'PREPAID', 1500, 10, [150, 20, 30, 50], 7.14, 1.5, 5); // settled twice: +250
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe("Flipkart's settled-transactions workbook", () => {
  it('is read from its Orders sheet by name, and exactly the planted over-charges are found', async () => {
    const s = await signedInSeller(h);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/settlements?name=PaymentReports_SettledTransactions.xlsx',
      payload: await workbook(),
      headers: { authorization: `Bearer ${s.accessToken}`, 'content-type': 'application/octet-stream' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const found = res.json() as Settlement;
    expect(found).toMatchObject({
      reportName: 'Flipkart settled transactions (Orders sheet)',
      marketplace: 'flipkart',
      lines: 6,
      orders: 6,
      dateFrom: '2026-09-12',
    });
    await s.api.post(`/api/settlements/${found.id}/reconcile`, { category: 'home-kitchen' });
    await h.services.settlements.drain();
    const { result } = (await s.api.get(`/api/settlements/${found.id}`)).json() as Settlement;
    expect(result!.findings.map((f) => [f.orderId, f.cause, f.what, f.difference])).toEqual([
      ['OD1', 'duplicate charge', 'Marketplace fee', 250],
      ['OD2', 'commission rate', 'Commission', 50],
      ['OD3', 'commission rate', 'Commission', 40],
      ['OD4', 'fee band', 'Collection fee', 15],
      ['OD5', 'tax', 'TDS (section 194-O)', 10.8],
    ]);
    expect(result!.overcharged).toBe(365.8);
    expect(result!.findings[2]!.dispute).toContain('Flipkart charged Commission of ₹40.00');
  });
});
