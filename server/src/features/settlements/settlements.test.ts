import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Settlement } from '@common/contracts/settlements';
import { unpackRows } from '../../lib/packed-rows.js';
import { signedInSeller } from '../../test/admin-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let h: TestApp;
const fixture = (name = 'amazon-v2-settlement.txt') =>
  readFile(new URL(`../../../../common/src/settlements/fixtures/${name}`, import.meta.url));

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

const claimAsAKilledProcessWould = () =>
  h.db.execute(
    sql`update settlements set status = 'checking', attempts = attempts + 1, due_at = ${new Date(h.clock.now().getTime() + h.env.JOB_LEASE_MS).toISOString()}::timestamptz where status = 'queued'`,
  );

describe('a settlement file checked against the rate card', () => {
  it('keeps its rows packed, and still checks a file stored before they were packed', async () => {
    const s = await seller();
    const found = (await s.upload(await fixture())).json() as Settlement;
    const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
      ((await h.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [stored] = await rowsOf<{ packed: boolean; unpacked: boolean }>(
      sql`select packed_lines is not null as packed, lines is null as unpacked from settlements where id = ${found.id}::uuid`,
    );
    expect(stored).toEqual({ packed: true, unpacked: true });
    const settings = { category: 'books', weightKg: 0.4, zone: 'national' };
    await s.api.post(`/api/settlements/${found.id}/reconcile`, settings);
    await h.services.settlements.drain();
    const packedResult = ((await s.api.get(`/api/settlements/${found.id}`)).json() as Settlement).result;

    // As an earlier version stored it: the rows as JSON, nothing packed.
    const old = (await s.upload(await fixture(), 'old.txt')).json() as Settlement;
    const [packed] = await rowsOf<{ packed_lines: Uint8Array }>(
      sql`select packed_lines from settlements where id = ${old.id}::uuid`,
    );
    const lines = await unpackRows(packed!.packed_lines);
    await h.db.execute(
      sql`update settlements set lines = ${JSON.stringify(lines)}::jsonb, packed_lines = null where id = ${old.id}::uuid`,
    );
    await s.api.post(`/api/settlements/${old.id}/reconcile`, settings);
    await h.services.settlements.drain();
    const oldChecked = (await s.api.get(`/api/settlements/${old.id}`)).json() as Settlement;
    expect(oldChecked.status).toBe('checked');
    expect(oldChecked.result).toEqual(packedResult);
    expect(oldChecked.result?.overcharged).toBe(143.9);
  });

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

    const queued = await s.api.post(`/api/settlements/${found.id}/reconcile`, {
      category: 'books',
      weightKg: 0.4,
      zone: 'national',
    });
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json()).toMatchObject({ status: 'queued', result: null });
    expect(await h.services.settlements.drain()).toBe(1);
    const checked = (await s.api.get(`/api/settlements/${found.id}`)).json() as Settlement;
    expect(checked.status).toBe('checked');
    const result = checked.result!;
    expect(result.overcharged).toBe(143.9);
    expect(result.findings).toHaveLength(5);
    expect(result.findings.find((f) => f.cause === 'commission rate')?.dispute).toContain(
      'Please refund the difference of ₹37.20.',
    );

    const csv = await s.api.get(`/api/settlements/${found.id}/disputes.csv`);
    expect(csv.body.startsWith('\uFEFFOrder,SKU,Posted,Cause')).toBe(true);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(6);
  });

  it("reads Amazon.in's Date Range Transaction report under its definition lines and checks it the same way", async () => {
    const s = await seller();
    const res = await s.upload(await fixture('amazon-date-range.csv'), 'Date Range Transaction Report.csv');
    expect(res.statusCode, res.body).toBe(201);
    const found = res.json() as Settlement;
    expect(found).toMatchObject({
      reportName: 'Amazon.in Date Range Transaction report',
      marketplace: 'amazon',
      settlementIds: ['236700001'],
      dateFrom: '2026-09-03',
      dateTo: '2026-10-02',
      orders: 6,
      refunds: 1,
      problems: [],
      progress: null,
    });
    await s.api.post(`/api/settlements/${found.id}/reconcile`, { category: 'books', zone: 'national' });
    await h.services.settlements.drain();
    const checked = (await s.api.get(`/api/settlements/${found.id}`)).json() as Settlement;
    expect(checked).toMatchObject({ status: 'checked', progress: 100 });
    expect(checked.result?.overcharged).toBe(1386.45);
    expect(checked.result?.byCause).toEqual([
      { cause: 'duplicate charge', count: 1, overcharged: 32.45 },
      { cause: 'tax', count: 2, overcharged: 1354 },
    ]);
  });

  it('a check whose process died mid-run is taken up once its lease ends, with the same result, once', async () => {
    const s = await seller();
    const settings = { category: 'books', weightKg: 0.4, zone: 'national' };
    const a = (await s.upload(await fixture(), 'a.txt')).json() as Settlement;
    await s.api.post(`/api/settlements/${a.id}/reconcile`, settings);
    await h.services.settlements.drain();
    const uninterrupted = ((await s.api.get(`/api/settlements/${a.id}`)).json() as Settlement).result;

    const b = (await s.upload(await fixture(), 'b.txt')).json() as Settlement;
    await s.api.post(`/api/settlements/${b.id}/reconcile`, settings);
    await claimAsAKilledProcessWould();
    // Another process finds nothing due while the lease holds, and takes the check up once it has ended.
    expect(await h.services.settlements.drain()).toBe(0);
    expect((await s.api.get(`/api/settlements/${b.id}`)).json()).toMatchObject({
      status: 'checking',
      result: null,
    });
    h.clock.advance(h.env.JOB_LEASE_MS + 1000);
    expect(await h.services.settlements.drain()).toBe(1);
    expect(await h.services.settlements.drain()).toBe(0);
    const resumed = (await s.api.get(`/api/settlements/${b.id}`)).json() as Settlement;
    expect(resumed.status).toBe('checked');
    expect(resumed.result).toEqual(uninterrupted);
  });

  it('runs one check at a time per seller, and a check can be cancelled and asked again', async () => {
    const s = await seller();
    const settings = { category: 'books' };
    const a = (await s.upload(await fixture(), 'a.txt')).json() as Settlement;
    const b = (await s.upload(await fixture(), 'b.txt')).json() as Settlement;
    expect((await s.api.post(`/api/settlements/${a.id}/reconcile`, settings)).statusCode).toBe(202);
    const second = await s.api.post(`/api/settlements/${b.id}/reconcile`, settings);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/running/);
    const cancelled = await s.api.post(`/api/settlements/${a.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await h.services.settlements.drain()).toBe(0);
    expect((await s.api.post(`/api/settlements/${a.id}/cancel`)).statusCode).toBe(409);
    expect((await s.api.post(`/api/settlements/${b.id}/reconcile`, settings)).statusCode).toBe(202);
    await h.services.settlements.drain();
    expect((await s.api.get(`/api/settlements/${b.id}`)).json()).toMatchObject({ status: 'checked' });
  });

  it('names what a file it does not read lacks, and keeps each seller’s files their own', async () => {
    const s = await seller();
    const refused = await s.upload(Buffer.from('Order ID,Amount\n1,2\n'), 'orders.csv');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'SETTLEMENT_FILE_UNKNOWN' });
    expect(refused.json().message).toMatch(
      /reads Amazon.in settlement flat file V2, Amazon.in Date Range Transaction report, Flipkart settled transactions \(Orders sheet\) and Meesho payments \(Order Payments sheet\) so far; this file lacks 'sale amount \(rs.\)'/,
    );
    expect(refused.json().missing.length).toBeGreaterThan(0);
    // No body at all is a 400 that says what to send, not a 500.
    const empty = await h.app.inject({
      method: 'POST',
      url: '/api/settlements?name=a.txt',
      headers: { authorization: `Bearer ${s.accessToken}` },
    });
    expect(empty.statusCode).toBe(400);

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
