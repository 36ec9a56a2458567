import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkListingJob, BulkListingRow } from '@common/contracts/listing-file';
import { toolIds } from '@common/constants/tools';
import { createAdminTestApp, signedInAdmin, signedInSeller, type Caller } from '../../test/admin-accounts.js';
import { bulkListingJobs, usageEvents } from '../../db/schema/index.js';
import type { TestApp } from '../../test/test-app.js';
import { bulkListingsRepo } from './bulk-listings.repo.js';
import { bulkRowLeaseMs, optimizationOf } from './bulk-listings.service.js';

let h: TestApp;
let admin: Caller;
beforeAll(async () => {
  h = await createAdminTestApp();
  admin = (await signedInAdmin(h)).api;
});
afterAll(() => h.close());

const products = (count: number): BulkListingRow[] =>
  Array.from({ length: count }, (_, i) => ({
    line: i + 2,
    sku: `SB-${i + 1}`,
    name: `Steel Water Bottle ${i + 1} Litre`,
    brand: 'Sunita Home',
    facts: 'Double wall stainless steel, keeps water cold for 24 hours, leak proof lid.',
    price: 499 + i,
    mrp: 999,
  }));

/** A seller on Professional (500 optimizations a month, 50 a day). */
async function professionalSeller() {
  const seller = await signedInSeller(h);
  const plans = (await admin.get('/api/admin/pricing/plans')).json() as Array<{ id: string; name: string }>;
  const planId = plans.find((p) => p.name === 'Professional')!.id;
  expect((await admin.post(`/api/admin/users/${seller.id}/plan`, { planId })).statusCode).toBe(200);
  return seller;
}
/** Answered calls of the seller, read from the usage history (a suspended seller cannot ask the API). */
const optimizationsUsedBy = async (userId: string) =>
  (
    await h.db
      .select()
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, userId), eq(usageEvents.responseStatus, 200)))
  ).length;
const optimizationsUsed = async (seller: Caller) =>
  (await seller.get('/api/user/plan')).json().usage[String(toolIds.product_optimization)].used as number;
const start = async (seller: Caller, rows: BulkListingRow[]) => {
  const res = await seller.post('/api/listing-files/bulk', { marketplace: 'amazon', rows });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as BulkListingJob;
};
const progress = async (seller: Caller, id: string) =>
  (await seller.get(`/api/listing-files/bulk/${id}`)).json() as BulkListingJob;

describe('a bulk upload', () => {
  it('optimizes every product, one metered call each, and downloads as one Amazon.in file', async () => {
    const seller = await professionalSeller();
    const job = await start(seller.api, products(4));
    expect(job).toMatchObject({ status: 'running', total: 4, marketplace: 'amazon' });
    await h.app.services.bulkListings.drain();
    await h.app.services.bulkListings.drain();

    expect(await progress(seller.api, job.id)).toMatchObject({ status: 'done', done: 4, failed: 0 });
    expect(await optimizationsUsed(seller.api)).toBe(4);

    const res = await seller.api.get(`/api/listing-files/bulk/${job.id}/file`);
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(3).values as unknown[]).slice(1);
    const skus = [4, 5, 6, 7].map((n) => sheet.getRow(n).getCell(headers.indexOf('item_sku') + 1).value);
    expect(skus).toEqual(['SB-1', 'SB-2', 'SB-3', 'SB-4']);
    const title = String(sheet.getRow(4).getCell(headers.indexOf('item_name') + 1).value);
    expect(title).toContain('Steel Water Bottle');
  });

  it("stops at the plan's limit with its message, skips the rest, and goes on from them after an upgrade, none run twice", async () => {
    const seller = await signedInSeller(h); // the free trial: 3 optimizations
    const job = await start(seller.api, products(5));
    await h.app.services.bulkListings.drain();
    await h.app.services.bulkListings.drain();
    const stopped = await progress(seller.api, job.id);
    expect(stopped).toMatchObject({ status: 'stopped', done: 3, failed: 0, total: 5 });
    expect(stopped.stopReason).toMatch(/trial/i);
    expect(stopped.rows.map((r) => r.status)).toEqual(['done', 'done', 'done', 'skipped', 'skipped']);
    expect(await optimizationsUsed(seller.api)).toBe(3);
    expect((await seller.api.post(`/api/listing-files/bulk/${job.id}/resume`)).statusCode).toBe(200);
    await h.app.services.bulkListings.drain();
    expect((await progress(seller.api, job.id)).rows.map((r) => r.status)).toEqual([
      'done',
      'done',
      'done',
      'skipped',
      'skipped',
    ]);

    // After an upgrade the same upload goes on from its skipped products: none is run twice.
    const plans = (await admin.get('/api/admin/pricing/plans')).json() as Array<{ id: string; name: string }>;
    const planId = plans.find((p) => p.name === 'Professional')!.id;
    expect((await admin.post(`/api/admin/users/${seller.id}/plan`, { planId })).statusCode).toBe(200);
    const resumed = await seller.api.post(`/api/listing-files/bulk/${job.id}/resume`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    await h.app.services.bulkListings.drain();
    expect(await progress(seller.api, job.id)).toMatchObject({ status: 'done', done: 5 });
    expect(await optimizationsUsedBy(seller.id)).toBe(5);
    expect((await seller.api.post(`/api/listing-files/bulk/${job.id}/resume`)).statusCode).toBe(409);
  });

  it('runs a row once: a call already made for it (a restart mid-row) is not made or counted again', async () => {
    const seller = await professionalSeller();
    // A job left by a process that died: its worker had made line 2's call, under the row's own key, and not
    // recorded the answer.
    const rows = products(2);
    const job = {
      id: await bulkListingsRepo(h.db).create(seller.id, { marketplace: 'amazon', rows }, h.clock.now()),
    };
    await h.app.services.ai.productOptimization({
      userId: seller.id,
      idempotencyKey: `bulk:${job.id}:2`,
      input: optimizationOf({ input: rows[0]!, marketplace: 'amazon', category: null }),
    });
    expect(await optimizationsUsed(seller.api)).toBe(1);
    await h.app.services.bulkListings.drain();
    await h.app.services.bulkListings.drain();
    expect(await progress(seller.api, job.id)).toMatchObject({ status: 'done', done: 2 });
    expect(await optimizationsUsed(seller.api)).toBe(2);
  });

  it('leaves a row another process has claimed until its lease ends, then runs it', async () => {
    const seller = await professionalSeller();
    const rows = products(1);
    // A row claimed by a process that then died: leased, so not due before the lease ends.
    const second = {
      id: await bulkListingsRepo(h.db).create(seller.id, { marketplace: 'amazon', rows }, h.clock.now()),
    };
    await bulkListingsRepo(h.db).lease(
      second.id,
      2,
      h.clock.now(),
      new Date(h.clock.now().getTime() + bulkRowLeaseMs(h.env)),
    );
    expect(await h.app.services.bulkListings.drain()).toBe(0);
    h.clock.set(new Date(h.clock.now().getTime() + bulkRowLeaseMs(h.env) + 1000).toISOString());
    expect(await h.app.services.bulkListings.drain()).toBe(1);
    expect((await progress(seller.api, second.id)).status).toBe('done');
  });

  it("is the seller's own: another seller's id is a 404, a malformed id a 400, bad rows a 400", async () => {
    const owner = await professionalSeller();
    const job = await start(owner.api, products(1));
    const other = await signedInSeller(h);
    expect((await other.api.get(`/api/listing-files/bulk/${job.id}`)).statusCode).toBe(404);
    expect((await other.api.get(`/api/listing-files/bulk/${job.id}/file`)).statusCode).toBe(404);
    expect((await owner.api.get('/api/listing-files/bulk/not-a-job')).statusCode).toBe(400);
    const bad = await owner.api.post('/api/listing-files/bulk', {
      marketplace: 'amazon',
      rows: [{ ...products(1)[0], price: -1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await owner.api.post('/api/listing-files/bulk', { marketplace: 'amazon', rows: products(501) }))
        .statusCode,
    ).toBe(400);
    const noMrp = await owner.api.post('/api/listing-files/bulk', {
      marketplace: 'flipkart',
      rows: [products(1)[0], { ...products(2)[1], mrp: undefined }],
    });
    expect(noMrp.statusCode).toBe(400);
    expect(noMrp.json().fields).toEqual({ 'rows.1.mrp': ['Flipkart bulk listing sheet needs MRP (INR).'] });
    await h.app.services.bulkListings.drain();
  });

  it("takes turns between sellers' uploads: a later one-product upload does not wait for a long one", async () => {
    const [a, b] = [await professionalSeller(), await professionalSeller()];
    const repo = bulkListingsRepo(h.db);
    const at = (ms: number) => new Date(h.clock.now().getTime() + ms);
    const long = await repo.create(a.id, { marketplace: 'amazon', rows: products(3) }, at(0));
    const short = await repo.create(b.id, { marketplace: 'amazon', rows: products(1) }, at(1));
    const first = await repo.claimDue(at(2));
    expect([first?.jobId, first?.line]).toEqual([long, 2]);
    await repo.lease(long, 2, at(2), at(120_000));
    const second = await repo.claimDue(at(3));
    expect([second?.jobId, second?.line]).toEqual([short, 2]);
    await h.app.services.bulkListings.drain();
  });

  it('runs one upload per seller at a time: a second is refused while the first runs', async () => {
    const seller = await professionalSeller();
    await bulkListingsRepo(h.db).create(
      seller.id,
      { marketplace: 'amazon', rows: products(1) },
      h.clock.now(),
    );
    const second = await seller.api.post('/api/listing-files/bulk', {
      marketplace: 'amazon',
      rows: products(1),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'A bulk upload of yours is still running: wait for it to finish, then start the next.',
    );
    await h.app.services.bulkListings.drain();
    expect(
      (await seller.api.post('/api/listing-files/bulk', { marketplace: 'amazon', rows: products(1) }))
        .statusCode,
    ).toBe(201);
    await h.app.services.bulkListings.drain();
  });

  it('stops when the seller is suspended: no more calls are spent', async () => {
    const seller = await professionalSeller();
    const id = await bulkListingsRepo(h.db).create(
      seller.id,
      { marketplace: 'amazon', rows: products(2) },
      h.clock.now(),
    );
    expect((await admin.put(`/api/admin/users/${seller.id}`, { status: 'suspended' })).statusCode).toBe(200);
    await h.app.services.bulkListings.drain();
    const [job] = await h.db.select().from(bulkListingJobs).where(eq(bulkListingJobs.id, id));
    expect(job).toMatchObject({
      status: 'stopped',
      stopReason: 'The account is not active: the upload stopped.',
    });
    expect(await optimizationsUsedBy(seller.id)).toBe(0);
  });

  it('goes with the account when the account is deleted', async () => {
    const seller = await professionalSeller();
    const job = await start(seller.api, products(1));
    await h.app.services.bulkListings.drain();
    expect((await admin.del(`/api/admin/users/${seller.id}`)).statusCode).toBe(200);
    const left = await h.db.select().from(bulkListingJobs).where(eq(bulkListingJobs.id, job.id));
    expect(left).toEqual([]);
  });
});
