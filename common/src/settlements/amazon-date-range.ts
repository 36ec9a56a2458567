import { cellDate, cellNumber, cellText } from '../report-files/cells';
import type { SettlementLine } from './amazon-v2';
import { findNamedHeader } from './sale-taxes';

/**
 * Amazon.in's Date Range "Transaction" report (Payments → Reports Repository): a CSV (every cell quoted, a BOM,
 * CRLF) or TSV with definition lines above the header, which starts at `date/time`; one row per transaction with
 * its money in columns, fees GST-inclusive and negative, amounts with Indian digit grouping ('1,44,957.78'), dates
 * such as '1 Jul 2026 4:24:44 am UTC' (reported, parsers of real India exports; November 2026;
 * docs/settlement-reports.md). Each row becomes the V2 file's amount lines, so one check reads both reports.
 */
const columns = {
  dateTime: 'date/time',
  settlementId: 'settlement id',
  type: 'type',
  orderId: 'order id',
  sku: 'sku',
  quantity: 'quantity',
  productSales: 'product sales',
  shippingCredits: 'shipping credits',
  giftWrapCredits: 'gift wrap credits',
  promotionalRebates: 'promotional rebates',
  salesTax: 'total sales tax liable(gst before adjusting tcs)',
  tcsCgst: 'tcs-cgst',
  tcsSgst: 'tcs-sgst',
  tcsIgst: 'tcs-igst',
  tds: 'tds (section 194-o)',
  sellingFees: 'selling fees',
  fbaFees: 'fba fees',
  otherTransactionFees: 'other transaction fees',
  other: 'other',
  total: 'total',
} as const;
type Field = keyof typeof columns;
const required: Field[] = ['dateTime', 'type', 'orderId', 'productSales', 'sellingFees', 'total'];
/** The preamble seen has 5 to 13 lines; a little room beyond. */
const headerWithin = 20;

/** The money columns and the amount description each becomes (the V2 file's words, so `kindOf` reads them). */
const amounts: [Field, string][] = [
  ['productSales', 'Principal'],
  ['shippingCredits', 'Shipping'],
  ['salesTax', 'Product Tax'],
  ['giftWrapCredits', 'Gift wrap credits'],
  ['promotionalRebates', 'Promotional rebates'],
  ['tcsCgst', 'TCS-CGST'],
  ['tcsSgst', 'TCS-SGST'],
  ['tcsIgst', 'TCS-IGST'],
  ['tds', 'TDS (Section 194-O)'],
  ['sellingFees', 'Selling fees'],
  ['fbaFees', 'FBA fees'],
  ['otherTransactionFees', 'Other transaction fees'],
  ['other', 'Other'],
];

export type DateRangeHeader = ReturnType<typeof readDateRangeHeader>;

/** The header row under the report's definition lines, by its names. */
export const readDateRangeHeader = (rows: readonly (readonly unknown[])[]) =>
  findNamedHeader(rows, columns, required, headerWithin);

const istOffsetMinutes = 330;

/** A zone written after the time, as minutes east of UTC: 'UTC', 'GMT', 'IST', '+05:30', 'GMT+05:30'. */
function zoneOffset(zone: string): number | null {
  const z = zone.trim().toLowerCase();
  if (z === '' || z === 'utc' || z === 'gmt' || z === 'z') return 0;
  if (z === 'ist') return istOffsetMinutes;
  const m = /^(?:utc|gmt)?\s*([+-])(\d{1,2}):?(\d{2})$/.exec(z);
  return m ? (m[1] === '-' ? -1 : 1) * (+m[2]! * 60 + +m[3]!) : null;
}

/**
 * '1 Jul 2026 11:40:44 pm UTC' → the India date of that instant ('2026-07-02'). The report writes UTC; a time in
 * IST or with an offset is read as written. Null when it is not a date or its zone is unknown.
 */
export function dateRangeDate(text: string): string | null {
  const written = cellDate(text, true);
  const m = /^\d{1,2} [a-z]+,? \d{4}(?: (\d{1,2}):(\d{2})(?::\d{2})? ?(am|pm)?)?\s*(.*)$/i.exec(text.trim());
  if (written === null || !m) return null;
  const offset = zoneOffset(m[4] ?? '');
  if (offset === null) return null;
  const hour = (m[1] ? +m[1] % (m[3] ? 12 : 24) : 0) + (m[3]?.toLowerCase() === 'pm' ? 12 : 0);
  // The India day moves when the written time plus the zones' difference crosses midnight.
  const minutes = hour * 60 + (m[2] ? +m[2] : 0) + istOffsetMinutes - offset;
  const day = new Date(`${written}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + Math.floor(minutes / 1440));
  return day.toISOString().slice(0, 10);
}

/**
 * Reads one row of the report into amount lines, each row its own order item (`row N`); `joinFeeRows` then puts a
 * row without a sale with the sale of its order. A row whose amounts do not add up to its `total` is refused: a
 * misread cell would otherwise pass as a charge.
 */
export function dateRangeReader(index: Partial<Record<Field, number>>) {
  return (cells: readonly unknown[], line: number): SettlementLine[] | { problem: string } | null => {
    const at = (f: Field) => (index[f] === undefined ? '' : cellText(cells[index[f]!]));
    const type = at('type');
    const rawDate = at('dateTime');
    if (!type && !rawDate) return null;
    const postedDate = dateRangeDate(rawDate);
    if (postedDate === null) return { problem: `Line ${line}: '${rawDate.slice(0, 40)}' is not a date.` };
    const figures: [string, number][] = [];
    for (const [field, description] of amounts) {
      if (index[field] === undefined) continue;
      const n = cellNumber(at(field));
      if (n === null)
        return { problem: `Line ${line}: ${columns[field]} '${at(field).slice(0, 30)}' is not an amount.` };
      if (n !== 0) figures.push([description, n]);
    }
    const total = cellNumber(at('total'));
    const sum = figures.reduce((s, [, n]) => s + n, 0);
    if (total === null || Math.abs(sum - total) > 0.05)
      return {
        problem: `Line ${line}: its amounts add up to ${sum.toFixed(2)}, but its total says '${at('total').slice(0, 30)}'.`,
      };
    return figures.map(([description, amount]) => ({
      line,
      settlementId: at('settlementId'),
      transactionType: type,
      orderId: at('orderId'),
      orderItemCode: `row ${line}`,
      sku: at('sku'),
      quantity: Math.max(1, cellNumber(at('quantity')) ?? 1),
      amountType: 'Date Range',
      description,
      amount,
      postedDate,
    }));
  };
}

/**
 * A row of an order and SKU without a sale (a fee charged again, before or after the sale's row) joins the order
 * item of that order's first sale, so a repeated fee shows as a duplicate charge of that item.
 */
export function joinFeeRows(lines: SettlementLine[]): void {
  const key = (l: SettlementLine) => `${l.orderId}\u0000${l.sku}\u0000${l.transactionType.toLowerCase()}`;
  const saleOf = new Map<string, string>();
  for (const l of lines)
    if (l.description === 'Principal' && !saleOf.has(key(l))) saleOf.set(key(l), l.orderItemCode);
  const sold = new Set(lines.filter((l) => l.description === 'Principal').map((l) => l.orderItemCode));
  for (const l of lines) {
    if (!l.orderId || sold.has(l.orderItemCode)) continue;
    const item = saleOf.get(key(l));
    if (item) l.orderItemCode = item;
  }
}
