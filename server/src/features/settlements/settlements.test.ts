import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settlement } from '@common/contracts/settlements';
import { signedInSeller } from '../../test/admin-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let h: TestApp;
const fixture = () =>
  readFile(new URL('../../../../common/src/settlements/fixtures/amazon-v2-settlement.txt', import.meta.url));

beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

async function seller() {
  const s = await signedInSeller(h);
  const upload = (body: Buffer, name = 'settlement.txt') =>
    h.app.inject({
      method: 'POST',
      url: `/api/settlements?name=${encodeURIComponent(name)}`,
      payload: body,
      headers: { authorization: `Bearer ${s.accessToken}`, 'content-type': 'text/plain' },
    });
  return { ...s, upload };
}

describe('a settlement file checked against the rate card', () => {
  it('is read and shown first, checked with the seller’s settings, its disputes downloadable as CSV', async () => {
    const s = await seller();
    const res = await s.upload(await fixture());
    expect(res.statusCode, res.body).toBe(201);
    const found = res.json() as Settlement;
    expect(found).toMatchObject({
      reportName: 'Amazon.in settlement flat file V2',
      settlementIds: ['236628501'],
      dateFrom: '2026-09-03',
      dateTo: '2026-10-05',
      lines: 65,
      orders: 6,
      refunds: 1,
      status: 'pending',
      result: null,
    });

    const checked = await s.api.post(`/api/settlements/${found.id}/reconcile`, {
      category: 'books',
      weightKg: 0.4,
      zone: 'national',
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const result = (checked.json() as Settlement).result!;
    expect(result.overcharged).toBe(143.9);
    expect(result.findings).toHaveLength(5);
    expect(result.findings.find((f) => f.cause === 'commission rate')?.dispute).toContain(
      'Please refund the difference of ₹37.20.',
    );
    expect((await s.api.get(`/api/settlements/${found.id}`)).json()).toMatchObject({ status: 'checked' });

    const csv = await s.api.get(`/api/settlements/${found.id}/disputes.csv`);
    expect(csv.body.startsWith('\uFEFFOrder,SKU,Posted,Cause')).toBe(true);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(6);
  });

  it('names what a file it does not read lacks, and keeps each seller’s files their own', async () => {
    const s = await seller();
    const refused = await s.upload(Buffer.from('Order ID,Amount\n1,2\n'), 'orders.csv');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'SETTLEMENT_FILE_UNKNOWN' });
    expect(refused.json().missing).toContain('amount-description');

    const found = (await s.upload(await fixture())).json() as Settlement;
    const other = (await signedInSeller(h)).api;
    expect((await other.get(`/api/settlements/${found.id}`)).statusCode).toBe(404);
    expect(
      (await other.post(`/api/settlements/${found.id}/reconcile`, { category: 'books' })).statusCode,
    ).toBe(404);
    expect(
      (await s.api.post(`/api/settlements/${found.id}/reconcile`, { category: 'shoes' })).statusCode,
    ).toBe(400);
    expect((await s.api.del(`/api/settlements/${found.id}`)).statusCode).toBe(204);
    expect((await s.api.get('/api/settlements')).json()).toEqual({ settlements: [] });
  });
});
