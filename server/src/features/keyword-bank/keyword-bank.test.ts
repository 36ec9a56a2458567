import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankPage, Coverage, KeywordImport } from '@common/contracts/keyword-bank';
import { caller, signedInSeller, type Caller } from '../../test/admin-accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let h: TestApp;
const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

async function seller() {
  const s = await signedInSeller(h);
  const upload = (name: string, body: Buffer, type = 'text/csv') =>
    h.app.inject({
      method: 'POST',
      url: `/api/keyword-bank/imports?name=${encodeURIComponent(name)}`,
      payload: body,
      headers: { authorization: `Bearer ${s.accessToken}`, 'content-type': type },
    });
  return { ...s, upload };
}

const terms = async (api: Caller, query = '') =>
  (await api.get(`/api/keyword-bank/terms${query}`)).json() as BankPage;

describe('a Sponsored Products search term report as CSV', () => {
  it('is recognised by its header under a title line, shown, and in the bank only once confirmed', async () => {
    const s = await seller();
    const res = await s.upload(
      'Sponsored_Products_Search_term_report.csv',
      await fixture('sp-search-terms.csv'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const found = res.json() as KeywordImport;
    expect(found).toMatchObject({
      reportType: 'amazon-sp-search-terms',
      reportName: 'Amazon Sponsored Products search term report',
      marketplace: 'amazon',
      dateFrom: '2026-09-01',
      dateTo: '2026-09-30',
      rows: 4,
      badRows: 2,
      skippedPlacements: 2,
      terms: 3,
      status: 'pending',
      alreadyImported: false,
    });
    // Headers as the file writes them (the trailing space of '7 Day Total Sales ' tidied), used and left.
    expect(found.columnsUsed).toEqual(
      expect.arrayContaining(['Customer Search Term', 'Spend', '7 Day Total Sales']),
    );
    expect(found.columnsIgnored).toEqual(expect.arrayContaining(['Campaign Name', 'Click-Thru Rate (CTR)']));
    expect(found.problems).toEqual([
      { line: 9, column: 'Clicks', message: "'abc' is not a whole number." },
      { line: 10, column: 'Customer Search Term', message: 'No search term.' },
    ]);
    expect((await terms(s.api)).pagination.total).toBe(0);
    // The preview is kept with what was found, for a reload.
    const waiting = (await s.api.get('/api/keyword-bank/imports')).json() as { imports: KeywordImport[] };
    expect(waiting.imports).toEqual([found]);

    const confirmed = await s.api.post(`/api/keyword-bank/imports/${found.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const bank = await terms(s.api);
    expect(bank.pagination.total).toBe(3);
    // ₹ with lakh grouping, quoted thousands, summed over the days and campaigns of one term.
    expect(bank.data[0]).toMatchObject({
      term: 'cotton kurti for women',
      impressions: 3204,
      clicks: 71,
      spend: 787.5,
      orders: 18,
      sales: 132456.5,
      dateFrom: '2026-09-01',
      dateTo: '2026-09-30',
      sources: ['your Sponsored Products report'],
    });
    // Devanagari as the buyer typed it.
    expect(bank.data.map((t) => t.term)).toContain('कुर्ती');
  });

  it('the same file twice changes nothing', async () => {
    const s = await seller();
    const file = await fixture('sp-search-terms.csv');
    const first = (await s.upload('a.csv', file)).json() as KeywordImport;
    await s.api.post(`/api/keyword-bank/imports/${first.id}/confirm`);
    const again = (await s.upload('a copy.csv', file)).json() as KeywordImport;
    expect(again.alreadyImported).toBe(true);
    const second = await s.api.post(`/api/keyword-bank/imports/${again.id}/confirm`);
    expect(second.json()).toMatchObject({ id: first.id, alreadyImported: true });
    expect((await terms(s.api)).data[0]?.clicks).toBe(71);
    expect(
      ((await s.api.get('/api/keyword-bank/imports')).json() as { imports: unknown[] }).imports,
    ).toHaveLength(1);
  });
});

describe('other reports and layouts', () => {
  it('reads the same report as XLSX (numbers and dates as cells)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sponsored Product Search Term R');
    sheet.addRow([
      'Date',
      'Currency',
      'Customer Search Term',
      'Impressions',
      'Clicks',
      'Spend',
      '7 Day Total Sales ',
      '7 Day Total Orders (#)',
    ]);
    sheet.addRow([new Date(Date.UTC(2026, 8, 1)), 'INR', 'steel bottle 1 litre', 1500, 30, 240.5, 1999, 2]);
    sheet.addRow([new Date(Date.UTC(2026, 8, 2)), 'INR', 'steel bottle 1 litre', 500, 10, 80, 0, 0]);
    const s = await seller();
    const res = await s.upload(
      'report.xlsx',
      Buffer.from(await workbook.xlsx.writeBuffer()),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ terms: 1, rows: 2, dateFrom: '2026-09-01', dateTo: '2026-09-02' });
    await s.api.post(`/api/keyword-bank/imports/${res.json().id}/confirm`);
    expect((await terms(s.api)).data[0]).toMatchObject({ clicks: 40, spend: 320.5, orders: 2 });
  });

  it('reads Search Query Performance under its metadata line, with the ASIN and month it names', async () => {
    const s = await seller();
    const res = await s.upload('sqp.csv', await fixture('sqp-asin-view.csv'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      reportType: 'amazon-search-query-performance',
      terms: 2,
      dateFrom: '2026-09-30',
    });
    await s.api.post(`/api/keyword-bank/imports/${res.json().id}/confirm`);
    expect((await terms(s.api)).data[0]).toMatchObject({
      term: 'cotton kurti for women',
      searchVolume: 145000,
      clicks: 620,
      orders: 48,
      products: ['B08MWWJ3HG'],
    });
  });

  it('reads a Flipkart Ads query report under its period lines (a header with a leading space)', async () => {
    const s = await seller();
    const res = await s.upload('flipkart.csv', await fixture('flipkart-ads-queries.csv'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      reportType: 'flipkart-ads-queries',
      marketplace: 'flipkart',
      dateFrom: '2026-09-01',
      dateTo: '2026-09-30',
      terms: 2,
    });
  });

  it("reads a Flipkart Ads keyword report: a bid keyword's rows summed, Devanagari kept as typed", async () => {
    const s = await seller();
    const res = await s.upload('keywords.csv', await fixture('flipkart-ads-keywords.csv'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      reportType: 'flipkart-ads-keywords',
      marketplace: 'flipkart',
      dateFrom: '2026-10-01',
      dateTo: '2026-10-31',
      terms: 2,
    });
    await s.api.post(`/api/keyword-bank/imports/${res.json().id}/confirm`);
    const bank = (await terms(s.api)).data;
    expect(bank.find((t: { term: string }) => t.term === 'cotton kurti set')).toMatchObject({
      impressions: 10300,
      clicks: 130,
      spend: 1270,
      orders: 8,
      sales: 6880,
    });
    expect(bank.find((t: { term: string }) => t.term === 'कुर्ती')).toMatchObject({ clicks: 60, orders: 0 });
  });

  it('tells a file it does not know which reports it reads, and a near miss which columns it lacks', async () => {
    const s = await seller();
    const unknown = await s.upload('orders.csv', await fixture('not-a-report.csv'));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toMatch(
      /does not know this file's layout.*Sponsored Products search term report/,
    );
    const nearMiss = await s.upload('sp.csv', await fixture('sp-report-without-spend.csv'));
    expect(nearMiss.statusCode).toBe(422);
    expect(nearMiss.json()).toMatchObject({ code: 'KEYWORD_REPORT_UNKNOWN', missing: ['Spend'] });
    expect(nearMiss.json().message).toContain("lacks the column 'Spend'");
    expect((await s.upload('empty.csv', Buffer.alloc(0))).statusCode).toBe(400);
    const garbage = await s.upload(
      'x.xlsx',
      Buffer.from('PK\u0003\u0004 not really a zip'),
      'application/octet-stream',
    );
    expect(garbage.statusCode).toBe(400);
    expect((await terms(s.api)).pagination.total).toBe(0);
  });
});

describe('the bank in use', () => {
  it('takes a term’s clicks from one report where two measure the same ad clicks, and each figure it has', async () => {
    const s = await seller();
    for (const [name, file] of [
      ['sp.csv', 'sp-search-terms.csv'],
      ['sqp.csv', 'sqp-asin-view.csv'],
    ]) {
      const res = await s.upload(name!, await fixture(file!));
      await s.api.post(`/api/keyword-bank/imports/${res.json().id}/confirm`);
    }
    const kurti = (await terms(s.api, '?q=cotton%20kurti%20for%20women')).data[0]!;
    // The Sponsored Products report's clicks and orders (31 + 40, 12 + 6), not those plus Search Query
    // Performance's (620, 48), which count the same ad clicks; the search volume only SQP measures.
    expect(kurti).toMatchObject({ clicks: 71, orders: 18, searchVolume: 145000, products: ['B08MWWJ3HG'] });
    expect(kurti.sources).toHaveLength(2);
  });

  it('is searched, sorted, exported as CSV with a BOM, and deleted with nothing left', async () => {
    const s = await seller();
    const found = (await s.upload('sp.csv', await fixture('sp-search-terms.csv'))).json() as KeywordImport;
    await s.api.post(`/api/keyword-bank/imports/${found.id}/confirm`);
    expect((await terms(s.api, '?q=RAYON')).data.map((t) => t.term)).toEqual(['rayon kurti set']);
    expect((await terms(s.api, '?sort=spend&order=asc')).data.map((t) => t.term)).toEqual([
      'कुर्ती',
      'rayon kurti set',
      'cotton kurti for women',
    ]);
    const lookup = await s.api.post('/api/keyword-bank/lookup', {
      terms: ['Cotton  Kurti for Women', 'nothing'],
    });
    expect(lookup.json().terms).toHaveLength(1);

    const csv = await s.api.get('/api/keyword-bank/export');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFSearch term,')).toBe(true);
    expect(csv.body).toContain('कुर्ती');

    expect((await s.api.del('/api/keyword-bank')).statusCode).toBe(204);
    expect((await terms(s.api)).pagination.total).toBe(0);
    expect(
      (await s.api.post('/api/keyword-bank/lookup', { terms: ['cotton kurti for women'] })).json().terms,
    ).toEqual([]);
  });

  it('names the top terms a listing misses, fits them into backend terms by bytes, lists spend without orders', async () => {
    const s = await seller();
    const found = (await s.upload('sp.csv', await fixture('sp-search-terms.csv'))).json() as KeywordImport;
    await s.api.post(`/api/keyword-bank/imports/${found.id}/confirm`);
    const res = await s.api.post('/api/keyword-bank/coverage', {
      platform: 'amazon',
      title: 'Jaipur Threads Rayon Kurti Set for Women',
      bullets: ['Soft rayon'],
      description: '',
      searchTerms: '',
    });
    const coverage = res.json() as Coverage;
    expect(coverage.hasBank).toBe(true);
    expect(coverage.top[0]).toMatchObject({ term: 'cotton kurti for women', orders: 18, in: [] });
    expect(coverage.top.find((t) => t.term === 'rayon kurti set')?.in).toEqual(['title']);
    const suggestion = coverage.backendSuggestion!;
    expect(suggestion.maxBytes).toBe(200);
    expect(suggestion.bytes).toBeLessThanOrEqual(200);
    expect(suggestion.text.split(' ')).toContain('cotton');
    expect(suggestion.text.split(' ')).not.toContain('women'); // already in the title
    expect(coverage.negatives).toEqual([{ term: 'rayon kurti set', clicks: 25, spend: 200 }]);
    expect(coverage.source).toBe('your Sponsored Products report, 1–30 Sep 2026');
  });

  it("is the seller's own: another seller sees none of it, and it goes with the account", async () => {
    const s = await seller();
    const found = (await s.upload('sp.csv', await fixture('sp-search-terms.csv'))).json() as KeywordImport;
    await s.api.post(`/api/keyword-bank/imports/${found.id}/confirm`);
    const other = (await signedInSeller(h)).api;
    expect((await terms(other)).pagination.total).toBe(0);
    expect((await other.post(`/api/keyword-bank/imports/${found.id}/confirm`)).statusCode).toBe(404);
    expect((await other.del(`/api/keyword-bank/imports/${found.id}`)).statusCode).toBe(404);
    const del = await caller(h, s.accessToken).post('/api/account/delete', { password: s.password });
    expect(del.statusCode, del.body).toBe(200);
    const left = await h.database.db.execute(
      `select count(*)::int as n from keyword_import_terms where user_id = '${s.id}'`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
