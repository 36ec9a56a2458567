import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { marketplace } from '../marketplaces/registry';
import { readV2Header, readV2Line, type SettlementLine } from './amazon-v2';
import { disputeText, kindOf, reconcileAmazonSettlement } from './reconcile';

const rows = readFileSync(new URL('./fixtures/amazon-v2-settlement.txt', import.meta.url), 'utf8')
  .trimEnd()
  .split('\n')
  .map((l) => l.split('\t'));
const header = readV2Header(rows[0]!);
if (!header.ok) throw new Error(`fixture header: ${header.missing.join(', ')}`);
const lines = rows
  .slice(1)
  .map((cells, i) => readV2Line(header.index, cells, i + 2))
  .filter((l): l is SettlementLine => l !== null && !('problem' in l));
const card = marketplace('amazon').rateCard!;
const settings = { category: 'books' as const, weightKg: 0.4, zone: 'national' as const, threshold: 1 };

describe('an Amazon.in V2 settlement with planted over-charges', () => {
  const r = reconcileAmazonSettlement(lines, card, settings);

  it('reads every amount line (the summary line is not one), both spellings of the TDS line', () => {
    expect(lines).toHaveLength(65);
    expect(kindOf('TDS (Section 194-O)')).toBe('tds');
    expect(kindOf('TDS - Section 194-O')).toBe('tds');
    expect(kindOf('Commission  IGST')).toBe('commissionGst');
    expect(lines[0]?.postedDate).toBe('2026-09-03'); // 03.09.2026, day first as India writes it
    expect(r).toMatchObject({ orders: 6, refunds: 1, lines: 65 });
  });

  it('finds exactly the planted over-charges, with their causes', () => {
    expect(r.findings.map((f) => [f.orderId, f.cause, f.what, f.charged, f.expected, f.difference])).toEqual([
      ['408-0000004-0000004', 'duplicate charge', 'Easy Ship weight handling fees', 65, 0, 65],
      ['408-0000002-0000002', 'commission rate', 'Referral fee', 93, 55.8, 37.2],
      ['408-0000003-0000003', 'weight slab', 'Weight handling fee', 90, 65, 25],
      ['408-0000004-0000004', 'duplicate charge', 'Easy Ship weight handling fees IGST', 11.7, 0, 11.7],
      ['408-0000005-0000005', 'tax', 'TCS', 10, 5, 5],
    ]);
  });

  it('totals them per cause and per month', () => {
    expect(r.overcharged).toBe(143.9);
    expect(r.byCause).toEqual([
      { cause: 'commission rate', count: 1, overcharged: 37.2 },
      { cause: 'weight slab', count: 1, overcharged: 25 },
      { cause: 'duplicate charge', count: 2, overcharged: 76.7 },
      { cause: 'tax', count: 1, overcharged: 5 },
    ]);
    expect(r.byMonth).toEqual([
      { month: '2026-09', count: 4, overcharged: 138.9 },
      { month: '2026-10', count: 1, overcharged: 5 },
    ]);
  });

  it('says which figures it cannot recompute instead of guessing (estimated closing-fee bands, no weight)', () => {
    expect(r.unchecked.filter((u) => u.what === 'Closing fee')).toHaveLength(6);
    const noWeight = reconcileAmazonSettlement(lines, card, { ...settings, weightKg: undefined });
    expect(noWeight.findings.some((f) => f.cause === 'weight slab')).toBe(false);
    expect(noWeight.unchecked.find((u) => u.what === 'Weight handling fee')?.why).toMatch(/No packed weight/);
  });

  it('leaves out differences within the threshold, and shows them when it is lower', () => {
    expect(r.findings.some((f) => f.orderId === '408-0000006-0000006')).toBe(false);
    const strict = reconcileAmazonSettlement(lines, card, { ...settings, threshold: 0.1 });
    expect(strict.findings.find((f) => f.orderId === '408-0000006-0000006')).toMatchObject({
      difference: 0.5,
    });
  });

  it('writes a dispute the seller can paste: order, charged, the rate card with its source and date, difference', () => {
    const commission = r.findings.find((f) => f.cause === 'commission rate')!;
    expect(disputeText(commission, 'Amazon.in')).toBe(
      'Order 408-0000002-0000002 (SKU BOOK-B), posted 2026-09-10: Amazon.in charged Referral fee of ₹93.00. ' +
        'By the published rate card this should be ₹55.80: 9% of the order value ₹620.00; Amazon.in Seller: Fees and Pricing, as of 2026-11. ' +
        'Please refund the difference of ₹37.20.',
    );
  });
});
