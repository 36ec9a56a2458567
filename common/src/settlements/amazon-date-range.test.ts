import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { marketplace } from '../marketplaces/registry';
import type { SettlementLine } from './amazon-v2';
import { dateRangeDate, dateRangeReader, readDateRangeHeader } from './amazon-date-range';
import { reconcileAmazonSettlement } from './reconcile';

// The fixture as Amazon.in writes it: a BOM, seven definition lines, every cell quoted, CRLF, lakh grouping.
const text = readFileSync(new URL('./fixtures/amazon-date-range.csv', import.meta.url), 'utf8');
const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
const header = readDateRangeHeader(rows);
if (!header.ok) throw new Error(`fixture header: ${header.missing.join(', ')}`);
const read = dateRangeReader(header.index);
const lines = rows.slice(header.row + 1).flatMap((cells, i): SettlementLine[] => {
  const row = read(cells, header.row + 2 + i);
  return row === null || 'problem' in row ? [] : row;
});
const card = marketplace('amazon').rateCard!;
const settings = { category: 'books' as const, weightKg: 0.4, zone: 'national' as const, threshold: 1 };

describe("Amazon.in's Date Range Transaction report with planted over-charges", () => {
  const r = reconcileAmazonSettlement(lines, card, settings);

  it('finds the header under the definition lines and reads lakh-grouped amounts and UTC times as India dates', () => {
    expect(header.row).toBe(7);
    const bulk = lines.find((l) => l.orderId === '408-1000002-0000002' && l.description === 'Principal');
    expect(bulk).toMatchObject({ amount: 150000, quantity: 300, postedDate: '2026-09-05' });
    expect(dateRangeDate('9 Sep 2026 11:45:10 pm UTC')).toBe('2026-09-10');
    expect(dateRangeDate('9 Sep 2026 12:10:00 am UTC')).toBe('2026-09-09');
    expect(dateRangeDate('31 Feb 2026 1:00:00 am UTC')).toBeNull();
    expect(r).toMatchObject({ orders: 6, refunds: 1 });
  });

  it('finds exactly the planted over-charges, with their causes', () => {
    expect(r.findings.map((f) => [f.orderId, f.cause, f.what, f.charged, f.expected, f.difference])).toEqual([
      ['408-1000002-0000002', 'tax', 'TDS (section 194-O)', 1500, 150, 1350],
      ['408-1000004-0000004', 'duplicate charge', 'Selling fees', 32.45, 0, 32.45],
      ['408-1000003-0000003', 'tax', 'TCS', 8, 4, 4],
    ]);
    expect(r.findings.find((f) => f.what === 'TCS')?.date).toBe('2026-09-10');
    expect(r.overcharged).toBe(1386.45);
    expect(r.byMonth).toEqual([{ month: '2026-09', count: 3, overcharged: 1386.45 }]);
  });

  it('says the selling fees and weight handling cannot be recomputed from this report, order by order', () => {
    const why = (what: string) => r.unchecked.filter((u) => u.what === what);
    expect(why('Selling fees')).toHaveLength(6);
    expect(why('Selling fees')[0]?.why).toMatch(/referral fee and the closing fee together.*estimate/);
    expect(why('Weight handling fee')[0]?.why).toMatch(/other transaction fees/);
  });

  it('names a row it cannot read by its line, and keeps the others', () => {
    const broken = [...rows[header.row + 1]!];
    broken[13] = 'five hundred';
    expect(read(broken, 9)).toEqual({ problem: "Line 9: product sales 'five hundred' is not an amount." });
  });
});
