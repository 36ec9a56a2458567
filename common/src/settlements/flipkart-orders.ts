import { collectionFeeFor } from '../calculators/payout-rules';
import { marketplaceTaxes } from '../calculators/rate-cards/taxes';
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
 * Flipkart's settled-transactions workbook, its Orders sheet: group names on row 1, column names on row 2 (with
 * line breaks and formulas after the name: 'Bank Settlement Value (Rs.) \r\n= SUM(J:R)', a double space in
 * 'Fixed Fee  (Rs.)'), a sub-header row without an order, one order item a row. Fees are negative (reported,
 * parsers of real files; November 2026; docs/settlement-reports.md).
 */
const columns = {
  orderId: 'order id',
  orderItemId: 'order item id',
  neftType: 'neft type',
  saleAmount: 'sale amount (rs.)',
  commissionRate: 'commission rate (%)',
  commission: 'commission (rs.)',
  fixedFee: 'fixed fee (rs.)',
  collectionFee: 'collection fee (rs.)',
  pickAndPackFee: 'pick and pack fee (rs.)',
  shippingFee: 'shipping fee (rs.)',
  reverseShippingFee: 'reverse shipping fee (rs.)',
  tcs: 'tcs (rs.)',
  tds: 'tds (rs.)',
  gstOnFees: 'gst on mp fees (rs.)',
  itemGstRate: 'item gst rate (%)',
  orderDate: 'order date',
  sku: 'seller sku',
} as const;
type Field = keyof typeof columns;
const required: Field[] = ['orderId', 'saleAmount', 'commission', 'tcs', 'tds'];

export type FlipkartHeader = ReturnType<typeof readFlipkartHeader>;

/** The Orders sheet's column-name row (row 2 in the files seen), by its names. */
export const readFlipkartHeader = (rows: readonly (readonly unknown[])[]) =>
  findNamedHeader(rows, columns, required);

export interface FlipkartOrderRow {
  line: number;
  orderId: string;
  orderItemId: string;
  prepaid: boolean | null;
  sale: number;
  commissionRate: number | null;
  fees: Record<
    'commission' | 'fixedFee' | 'collectionFee' | 'pickAndPackFee' | 'shippingFee' | 'reverseShippingFee',
    number
  >;
  tcs: number;
  tds: number;
  gstOnFees: number;
  itemGstRate: number | null;
  date: string | null;
  sku: string;
}

/** One order item row; null for the sub-header and blank rows (no order id). */
export function readFlipkartRow(
  index: Partial<Record<Field, number>>,
  cells: readonly unknown[],
  line: number,
): FlipkartOrderRow | { problem: string } | null {
  const raw = (f: Field) => (index[f] === undefined ? undefined : cells[index[f]!]);
  const orderId = cellText(raw('orderId'));
  if (!orderId || !/\d/.test(orderId)) return null;
  const money = (f: Field) => {
    const v = raw(f);
    return v === undefined ? 0 : cellNumber(v);
  };
  const fields: Field[] = [
    'saleAmount',
    'commission',
    'fixedFee',
    'collectionFee',
    'pickAndPackFee',
    'shippingFee',
    'reverseShippingFee',
    'tcs',
    'tds',
    'gstOnFees',
  ];
  const bad = fields.find((f) => money(f) === null);
  if (bad)
    return {
      problem: `Line ${line}: '${cellText(raw(bad)).slice(0, 30)}' under '${columns[bad]}' is not an amount.`,
    };
  const m = (f: Field) => money(f) ?? 0;
  const neft = cellText(raw('neftType')).toLowerCase();
  const rate =
    raw('commissionRate') === undefined || cellText(raw('commissionRate')) === ''
      ? null
      : cellNumber(raw('commissionRate'));
  const gst =
    raw('itemGstRate') === undefined || cellText(raw('itemGstRate')) === ''
      ? null
      : cellNumber(raw('itemGstRate'));
  return {
    line,
    orderId,
    orderItemId: cellText(raw('orderItemId')),
    prepaid: neft.includes('prepaid')
      ? true
      : neft.includes('postpaid') || neft.includes('cod')
        ? false
        : null,
    sale: m('saleAmount'),
    commissionRate: rate,
    fees: {
      commission: m('commission'),
      fixedFee: m('fixedFee'),
      collectionFee: m('collectionFee'),
      pickAndPackFee: m('pickAndPackFee'),
      shippingFee: m('shippingFee'),
      reverseShippingFee: m('reverseShippingFee'),
    },
    tcs: m('tcs'),
    tds: m('tds'),
    gstOnFees: m('gstOnFees'),
    itemGstRate: gst,
    date: raw('orderDate') === undefined ? null : cellDate(raw('orderDate'), true),
    sku: cellText(raw('sku')),
  };
}

/** Reconciles Flipkart's order items: commission, collection fee, GST on fees, TCS, TDS and duplicates. */
export function reconcileFlipkartOrders(
  rows: readonly FlipkartOrderRow[],
  card: MarketplaceRateCard,
  settings: Pick<ReconcileSettings, 'threshold'>,
): Reconciliation {
  const findings: SettlementFinding[] = [];
  const unchecked: UncheckedFigure[] = [];
  const add = findingsOf(findings, settings.threshold);
  const gstPercent = marketplaceTaxes.gstOnFeesPercent.value;
  const zero = card.commission.zeroCommission;
  const seen = new Map<string, FlipkartOrderRow>();

  for (const row of rows) {
    const place = {
      orderId: row.orderId,
      sku: row.sku,
      date: row.date,
      transactionType: row.sale < 0 ? 'Refund' : 'Order',
    };
    const fees = Object.values(row.fees).reduce((s, v) => s + v, 0);
    // The same order item settled twice with the same fees: the second is a duplicate charge.
    const key = `${row.orderItemId || row.orderId}\u0000${row.sale}\u0000${fees}`;
    const earlier = seen.get(key);
    if (earlier && fees < 0) {
      add(place, {
        cause: 'duplicate charge',
        what: 'Marketplace fee',
        charged: -fees,
        expected: 0,
        basis: `Order item ${row.orderItemId || row.orderId} was already settled with the same fees of ${formatInr(-fees)} (line ${earlier.line}).`,
        lines: [earlier.line, row.line],
      });
      continue;
    }
    seen.set(key, row);
    if (row.sale <= 0) continue;

    // Commission: nothing under the zero-commission price; else the rate the file itself states.
    const charged = -row.fees.commission;
    const free = zero && (zero.inclusive ? row.sale <= zero.maxPrice : row.sale < zero.maxPrice);
    if (free && zero.confidence !== 'estimate')
      add(place, {
        cause: 'commission rate',
        what: card.commission.label,
        charged,
        expected: 0,
        basis: `${zero.note} The sale amount is ${formatInr(row.sale)}; ${cardSource(card, zero.confidence)}.`,
        lines: [row.line],
      });
    else if (row.commissionRate !== null)
      add(place, {
        cause: 'commission rate',
        what: card.commission.label,
        charged,
        expected: (row.sale * row.commissionRate) / 100,
        basis: `${row.commissionRate}% of the sale amount ${formatInr(row.sale)}, the rate this settlement states for the item.`,
        lines: [row.line],
      });
    else
      unchecked.push({
        orderId: row.orderId,
        what: card.commission.label,
        why: 'The file states no commission rate and Vikreta’s rates for Flipkart are estimates.',
      });

    // Collection fee: prepaid or postpaid, by the card (reported).
    if (card.collectionFee && row.prepaid !== null && card.collectionFee.confidence !== 'estimate') {
      const fee = collectionFeeFor(card.collectionFee, row.prepaid ? 'prepaid' : 'cod', row.sale);
      add(place, {
        cause: 'fee band',
        what: card.collectionFee.label,
        charged: -row.fees.collectionFee,
        expected: fee.amount,
        basis: `${fee.percent === undefined ? `${formatInr(fee.amount)} flat` : `${fee.percent}%`} for a ${row.prepaid ? 'prepaid' : 'postpaid'} sale of ${formatInr(row.sale)}; ${cardSource(card, card.collectionFee.confidence)}.`,
        lines: [row.line],
      });
    }
    unchecked.push({
      orderId: row.orderId,
      what: 'Fixed fee and shipping',
      why: 'Vikreta’s fixed-fee bands and shipping rates for Flipkart are estimates.',
    });

    add(place, {
      cause: 'tax',
      what: 'GST on marketplace fees',
      charged: -row.gstOnFees,
      expected: (-fees * gstPercent) / 100,
      basis: `${gstPercent}% of the fees ${formatInr(-fees)}; ${marketplaceTaxes.gstOnFeesPercent.source.name}.`,
      lines: [row.line],
    });
    checkSaleTaxes(add, unchecked, place, { ...row, gstRate: row.itemGstRate });
  }
  return summarize(findings, unchecked, {
    orders: rows.filter((r) => r.sale > 0).length,
    refunds: rows.filter((r) => r.sale < 0).length,
    lines: rows.length,
  });
}
