import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readV2Header, readV2Line, type SettlementLine } from './amazon-v2';
import { checkSettlement, mergeChecks, settlementParts } from './check';
import type { Reconciliation } from './reconcile';

const rows = readFileSync(new URL('./fixtures/amazon-v2-settlement.txt', import.meta.url), 'utf8')
  .trimEnd()
  .split('\n')
  .map((l) => l.split('\t'));
const header = readV2Header(rows[0]!);
if (!header.ok) throw new Error('fixture header');
const lines = rows
  .slice(1)
  .map((cells, i) => readV2Line(header.index, cells, i + 2))
  .filter((l): l is SettlementLine => l !== null && !('problem' in l));
const file = { format: 'amazon-v2' as const, lines };
const settings = { category: 'books' as const, weightKg: 0.4, zone: 'national' as const, threshold: 1 };

/** A check with its lists in one order, to compare checks whose items came in another order. */
const canonical = (r: Reconciliation) => ({
  ...r,
  findings: [...r.findings].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  unchecked: [...r.unchecked].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
});

describe('a settlement checked part by part', () => {
  it('keeps every line of an order in one part, in parts of at most the orders asked', () => {
    const parts = settlementParts(file, 2);
    expect(parts.reduce((n, p) => n + p.lines.length, 0)).toBe(lines.length);
    for (const part of parts) {
      const orderIds = (p: typeof part) => (p.lines as SettlementLine[]).map((l) => l.orderId);
      const orders = new Set(orderIds(part));
      expect(orders.size).toBeLessThanOrEqual(2);
      for (const other of parts.filter((p) => p !== part))
        expect(orderIds(other).some((id) => orders.has(id))).toBe(false);
    }
  });

  it('finds the same over-charges, totals and counts as one check of the whole file', () => {
    const whole = checkSettlement(file, settings);
    expect(whole.overcharged).toBe(143.9);
    for (const size of [1, 2, 5])
      expect(
        canonical(mergeChecks(settlementParts(file, size).map((p) => checkSettlement(p, settings)))),
      ).toEqual(canonical(whole));
  });
});
