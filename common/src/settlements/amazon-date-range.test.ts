import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { marketplace } from '../marketplaces/registry';
import type { SettlementLine } from './amazon-v2';
import { dateRangeDate, dateRangeReader, joinFeeRows, readDateRangeHeader } from './amazon-date-range';
import { checkSettlement, mergeChecks, settlementParts } from './check';
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
joinFeeRows(lines);
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
    // A time written in India's zone or with an offset is read as written; an unknown zone is not guessed.
    expect(dateRangeDate('9 Sep 2026 11:45:10 pm IST')).toBe('2026-09-09');
    expect(dateRangeDate('9 Sep 2026 11:45:10 pm GMT+05:30')).toBe('2026-09-09');
    expect(dateRangeDate('9 Sep 2026 11:45:10 pm PDT')).toBeNull();
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
    // A misread amount shows as a row whose amounts and total disagree.
    const misread = [...rows[header.row + 1]!];
    misread[22] = '-3,245.00';
    expect(read(misread, 9)).toEqual({
      problem: "Line 9: its amounts add up to -2824.70, but its total says '387.85'.",
    });
  });

  it('puts a fee charged again with its sale whichever row comes first', () => {
    const sale = rows.findIndex((r) => r[3] === '408-1000004-0000004');
    const reordered = [...rows.slice(header.row + 1)];
    const [first] = reordered.splice(sale - header.row - 1, 1);
    const feeAt = reordered.findIndex((r) => r[3] === '408-1000004-0000004');
    reordered.splice(feeAt + 1, 0, first!);
    const again = reordered.flatMap((cells, i): SettlementLine[] => {
      const row = read(cells, i + 9);
      return row === null || 'problem' in row ? [] : row;
    });
    joinFeeRows(again);
    const r = reconcileAmazonSettlement(again, card, settings);
    expect(r.findings.filter((f) => f.cause === 'duplicate charge')).toHaveLength(1);
    expect(r.orders).toBe(6);
  });

  it('checks selling fees (referral and closing fee with GST) where neither rate is an estimate', () => {
    const known = { ...card, fixedFee: { ...card.fixedFee!, confidence: 'fact' as const } };
    const checked = reconcileAmazonSettlement(lines, known, settings);
    // Referral 4.5% of ₹500 and the closing fee of its band, with 18% GST: (22.50 + 9.00) × 1.18 = ₹37.17.
    const first = checked.findings.find(
      (f) => f.orderId === '408-1000001-0000001' && f.what === 'Selling fees',
    );
    expect(first).toMatchObject({ cause: 'commission rate', charged: 32.45, expected: 37.17 });
    expect(first!.basis).toContain(
      '4.5% referral fee and ₹9.00 closing fee a unit at ₹500.00 × 1, with 18% GST',
    );
    expect(checked.unchecked.filter((u) => u.what === 'Selling fees')).toHaveLength(0);
  });

  it('gives the same check in parts as whole', () => {
    const file = { format: 'amazon-date-range' as const, lines };
    const whole = checkSettlement(file, settings);
    const parts = mergeChecks(settlementParts(file, 1).map((p) => checkSettlement(p, settings)));
    expect(parts.overcharged).toBe(whole.overcharged);
    expect(parts.findings).toHaveLength(whole.findings.length);
    expect([parts.orders, parts.refunds, parts.lines]).toEqual([whole.orders, whole.refunds, whole.lines]);
  });
});
