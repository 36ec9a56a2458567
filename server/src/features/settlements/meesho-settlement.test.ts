import ExcelJS from 'exceljs';
import JSZip from 'jszip';
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
 * Meesho's payments download: a zip with one workbook; its Order Payments sheet has group titles on row 1,
 * names on row 2 ('Fixed Fee (Incl. GST)' twice), formula letters on row 3, one sub-order a row, deductions
 * negative. Over-charges planted: a commission where Meesho charges none, TCS at 1%, a sub-order settled twice.
 */
async function paymentsZip(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Disclaimer').addRow(['Payments are subject to the terms of the supplier agreement']);
  const sheet = wb.addWorksheet('Order Payments');
  const names = [
    'Sub Order No',
    'Order Date',
    'Supplier SKU',
    'Live Order Status',
    'Product GST %',
    'Final Settlement Amount',
    'Total Sale Amount (Incl. Shipping & GST)',
    'Fixed Fee (Incl. GST)',
    'Meesho Commission Percentage',
    'Meesho Commission (Incl. GST)',
    'Fixed Fee (Incl. GST)',
    'Shipping Charge (Incl. GST)',
    'TCS',
    'TDS Rate %',
    'TDS',
  ];
  sheet.addRow(['Order Related Details', '', '', '', '', 'Payment Details', '', '', '', 'Deductions']);
  sheet.addRow(names);
  sheet.addRow(['A', 'B', 'C', 'D', 'E', '(B + C)', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N']);
  const row = (
    no: string,
    status: string,
    gst: number,
    sale: number,
    commission: number,
    shipping: number,
    tcs: number,
    tds: number,
  ) =>
    sheet.addRow([
      no,
      '2026-09-13 13:20:27',
      `SKU-${no.slice(-2)}`,
      status,
      gst,
      0,
      sale,
      0,
      0,
      -commission,
      0,
      -shipping,
      -tcs,
      0.1,
      -tds,
    ]);
  row('187110529767075901_1', 'DELIVERED', 5, 525, 0, 60, 2.5, 0.53); // all right
  row('187110529767075902_1', 'DELIVERED', 5, 840, 59, 60, 4, 0.84); // 59 commission where Meesho charges 0%
  row('187110529767075903_1', 'DELIVERED', 5, 1050, 0, 70, 10, 1.05); // TCS 10 for 5
  row('187110529767075901_1', 'DELIVERED', 5, 525, 0, 60, 2.5, 0.53); // settled twice
  row('187110529767075905_1', 'RTO', 5, 0, 0, 0, 0, 0); // returned to origin
  const zip = new JSZip();
  zip.file(
    '2918427_SP_ORDER_ADS_REFERRAL_PAYMENT_FILE_PREVIOUS_PAYMENT_2026-09-01_2026-09-30.xlsx',
    await wb.xlsx.writeBuffer(),
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe("Meesho's payments download", () => {
  it('is opened (a zip with one workbook), read from Order Payments, and exactly the planted over-charges found', async () => {
    const s = await signedInSeller(h);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/settlements?name=payments.zip',
      payload: await paymentsZip(),
      headers: { authorization: `Bearer ${s.accessToken}`, 'content-type': 'application/octet-stream' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const found = res.json() as Settlement;
    expect(found).toMatchObject({
      reportName: 'Meesho payments (Order Payments sheet)',
      marketplace: 'meesho',
      lines: 5,
      orders: 4,
      refunds: 1,
      dateFrom: '2026-09-13',
    });
    await s.api.post(`/api/settlements/${found.id}/reconcile`, { category: 'fashion-apparel' });
    await h.services.settlements.drain();
    const { result } = (await s.api.get(`/api/settlements/${found.id}`)).json() as Settlement;
    expect(result!.findings.map((f) => [f.orderId, f.cause, f.what, f.difference])).toEqual([
      ['187110529767075901_1', 'duplicate charge', 'Deductions', 60],
      ['187110529767075902_1', 'commission rate', 'Commission', 59],
      ['187110529767075903_1', 'tax', 'TCS', 5],
    ]);
    expect(result!.overcharged).toBe(124);
  });
});
