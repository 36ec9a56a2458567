import type { MarketplaceRateCard } from '../calculators/rate-cards/types';
import { formatInr } from '../calculators/money';
import { cellDate, cellNumber, cellText } from '../report-files/cells';
import { checkSaleTaxes, findNamedHeader } from './sale-taxes';
import {
  cardSource,
  findingsOf,
  summarize,
  type ReconcileSettings,
  type Reconciliation,
  type SettlementFinding,
  type UncheckedFigure,
} from './reconcile';

/**
 * Meesho's payments download: a zip holding one workbook whose 'Order Payments' sheet has group titles on row 1,
 * column names on row 2 ('Fixed Fee (Incl. GST)' twice: the deductions' one follows the commission), formula
 * letters on row 3, one sub-order a row; deductions negative (reported, parsers of real files and Meesho's
 * seller guide as quoted by them; November 2026; docs/settlement-reports.md).
 */
const columns = {
  subOrderNo: 'sub order no',
  orderDate: 'order date',
  sku: 'supplier sku',
  status: 'live order status',
  productGst: 'product gst %',
  sale: 'total sale amount (incl. shipping & gst)',
  commissionRate: 'meesho commission percentage',
  commission: 'meesho commission (incl. gst)',
  shipping: 'shipping charge (incl. gst)',
  returnShipping: 'return shipping charge (incl. gst)',
  tcs: 'tcs',
  tds: 'tds',
} as const;
type Field = keyof typeof columns | 'fixedFee';
const required: (keyof typeof columns)[] = ['subOrderNo', 'sale', 'commission', 'tcs', 'tds'];

export type MeeshoHeader = ReturnType<typeof readMeeshoHeader>;

/** The Order Payments sheet's column-name row, and the deductions' fixed fee: the one after the commission. */
export function readMeeshoHeader(rows: readonly (readonly unknown[])[]) {
  const found = findNamedHeader(rows, columns, required);
  if (!found.ok) return found;
  const fixed = found.keys.findIndex(
    (k, i) => k === 'fixed fee (incl. gst)' && i > (found.index.commission ?? Infinity),
  );
  const index: Partial<Record<Field, number>> = {
    ...found.index,
    ...(fixed >= 0 ? { fixedFee: fixed } : {}),
  };
  return { ...found, index };
}

export interface MeeshoPaymentRow {
  line: number;
  subOrderNo: string;
  sku: string;
  returned: boolean;
  sale: number;
  productGst: number | null;
  commissionRate: number | null;
  deductions: Record<'commission' | 'fixedFee' | 'shipping' | 'returnShipping', number>;
  tcs: number;
  tds: number;
  date: string | null;
}

/** One sub-order; null for the formula-letter row and blank rows. */
export function readMeeshoRow(
  index: Partial<Record<Field, number>>,
  cells: readonly unknown[],
  line: number,
): MeeshoPaymentRow | { problem: string } | null {
  const raw = (f: Field) => (index[f] === undefined ? undefined : cells[index[f]!]);
  const subOrderNo = cellText(raw('subOrderNo'));
  if (!/\d{6,}/.test(subOrderNo)) return null;
  const optional = (f: Field) =>
    raw(f) === undefined || cellText(raw(f)) === '' ? null : cellNumber(raw(f));
  const amounts: Field[] = ['sale', 'commission', 'fixedFee', 'shipping', 'returnShipping', 'tcs', 'tds'];
  const bad = amounts.find((f) => raw(f) !== undefined && cellNumber(raw(f)) === null);
  if (bad) return { problem: `Line ${line}: '${cellText(raw(bad)).slice(0, 30)}' is not an amount.` };
  const m = (f: Field) => (raw(f) === undefined ? 0 : (cellNumber(raw(f)) ?? 0));
  const status = cellText(raw('status')).toUpperCase();
  return {
    line,
    subOrderNo,
    sku: cellText(raw('sku')),
    returned: status.includes('RTO') || status.includes('RETURN'),
    sale: m('sale'),
    productGst: optional('productGst'),
    commissionRate: optional('commissionRate'),
    deductions: {
      commission: m('commission'),
      fixedFee: m('fixedFee'),
      shipping: m('shipping'),
      returnShipping: m('returnShipping'),
    },
    tcs: m('tcs'),
    tds: m('tds'),
    date: raw('orderDate') === undefined ? null : cellDate(raw('orderDate'), true),
  };
}

/** Reconciles Meesho's sub-orders: commission against its 0% (or a rate the file states), TCS, TDS, duplicates. */
export function reconcileMeeshoPayments(
  rows: readonly MeeshoPaymentRow[],
  card: MarketplaceRateCard,
  settings: Pick<ReconcileSettings, 'threshold'>,
): Reconciliation {
  const findings: SettlementFinding[] = [];
  const unchecked: UncheckedFigure[] = [];
  const add = findingsOf(findings, settings.threshold);
  const seen = new Map<string, MeeshoPaymentRow>();

  for (const row of rows) {
    const place = {
      orderId: row.subOrderNo,
      sku: row.sku,
      date: row.date,
      transactionType: row.returned ? 'Return' : 'Order',
    };
    const deductions = Object.values(row.deductions).reduce((s, v) => s + v, 0);
    const key = `${row.subOrderNo}\u0000${row.sale}\u0000${deductions}`;
    const earlier = seen.get(key);
    if (earlier && deductions < 0) {
      add(place, {
        cause: 'duplicate charge',
        what: 'Deductions',
        charged: -deductions,
        expected: 0,
        basis: `Sub-order ${row.subOrderNo} was already settled with the same deductions of ${formatInr(-deductions)} (line ${earlier.line}).`,
        lines: [earlier.line, row.line],
      });
      continue;
    }
    seen.set(key, row);
    if (row.returned || row.sale <= 0) continue;

    const commission = card.commission.categories['fashion-apparel'];
    if (!row.commissionRate && commission.confidence !== 'estimate')
      add(place, {
        cause: 'commission rate',
        what: card.commission.label,
        charged: -row.deductions.commission,
        expected: 0,
        basis: `Meesho charges 0% commission and this sub-order states no rate; ${cardSource(card, commission.confidence)}.`,
        lines: [row.line],
      });
    else if (row.commissionRate)
      unchecked.push({
        orderId: row.subOrderNo,
        what: card.commission.label,
        why: `The file states a ${row.commissionRate}% commission; the amount it applies to is not published.`,
      });
    unchecked.push({
      orderId: row.subOrderNo,
      what: 'Shipping',
      why: 'Vikreta’s shipping rates for Meesho are estimates.',
    });

    checkSaleTaxes(add, unchecked, place, { ...row, gstRate: row.productGst });
  }
  return summarize(findings, unchecked, {
    orders: rows.filter((r) => !r.returned && r.sale > 0).length,
    refunds: rows.filter((r) => r.returned).length,
    lines: rows.length,
  });
}
