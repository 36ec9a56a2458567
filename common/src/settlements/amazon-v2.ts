import { cellDate, cellNumber, cellText, headerKey } from '../report-files/cells';

/**
 * Amazon.in's settlement flat file V2 (tab-separated): one line per amount of an order item, its kind in
 * `amount-type` and `amount-description`. Columns (fact: SP-API settlement report docs), India's descriptions
 * and signs (reported, parsers of real files; November 2026) are in docs/settlement-reports.md. Money Amazon keeps
 * is negative, money paid to the seller positive.
 */
export const amazonV2Columns = {
  settlementId: 'settlement-id',
  transactionType: 'transaction-type',
  orderId: 'order-id',
  amountType: 'amount-type',
  amountDescription: 'amount-description',
  amount: 'amount',
  postedDate: 'posted-date',
  orderItemCode: 'order-item-code',
  sku: 'sku',
  quantity: 'quantity-purchased',
} as const;
const required = [
  'settlementId',
  'transactionType',
  'orderId',
  'amountDescription',
  'amount',
  'postedDate',
] as const;

export interface SettlementLine {
  line: number;
  settlementId: string;
  transactionType: string;
  orderId: string;
  orderItemCode: string;
  sku: string;
  quantity: number;
  amountType: string;
  description: string;
  amount: number;
  postedDate: string | null;
}

export type V2Header =
  { ok: true; index: Record<keyof typeof amazonV2Columns, number> } | { ok: false; missing: string[] };

/** The header row of a V2 file, by its names. */
export function readV2Header(cells: readonly unknown[]): V2Header {
  const keys = cells.map(headerKey);
  const index = Object.fromEntries(
    Object.entries(amazonV2Columns).map(([field, name]) => [field, keys.indexOf(name)]),
  ) as Record<keyof typeof amazonV2Columns, number>;
  const missing = required.filter((f) => index[f] < 0).map((f) => amazonV2Columns[f]);
  return missing.length > 0 ? { ok: false, missing } : { ok: true, index };
}

/** One amount line; null for the summary line (no order, no description) and blank lines. */
export function readV2Line(
  index: Record<keyof typeof amazonV2Columns, number>,
  cells: readonly unknown[],
  line: number,
): SettlementLine | { problem: string } | null {
  const at = (f: keyof typeof amazonV2Columns) => (index[f] < 0 ? '' : cellText(cells[index[f]]));
  const description = at('amountDescription');
  if (!description) return null;
  const amount = cellNumber(at('amount'));
  if (amount === null) return { problem: `Line ${line}: '${at('amount').slice(0, 30)}' is not an amount.` };
  const raw = at('postedDate');
  // India's files write posted-date day first (DD.MM.YYYY); ISO dates read as they are.
  return {
    line,
    settlementId: at('settlementId'),
    transactionType: at('transactionType'),
    orderId: at('orderId'),
    orderItemCode: at('orderItemCode'),
    sku: at('sku'),
    quantity: Math.max(1, cellNumber(at('quantity')) ?? 1),
    amountType: at('amountType'),
    description,
    amount,
    postedDate: raw ? cellDate(raw, true) : null,
  };
}
