import { rateCards } from '../calculators/rate-cards/index';
import type { SettlementFormat } from '../contracts/settlements';
import type { SettlementLine } from './amazon-v2';
import { reconcileFlipkartOrders, type FlipkartOrderRow } from './flipkart-orders';
import { reconcileMeeshoPayments, type MeeshoPaymentRow } from './meesho-payments';
import {
  reconcileAmazonSettlement,
  summarize,
  type ReconcileSettings,
  type Reconciliation,
} from './reconcile';

/** A settlement file's rows as read, by its format. */
export type SettlementRows =
  | { format: 'amazon-v2' | 'amazon-date-range'; lines: SettlementLine[] }
  | { format: 'flipkart-orders'; lines: FlipkartOrderRow[] }
  | { format: 'meesho-payments'; lines: MeeshoPaymentRow[] };

/** The marketplace whose rate card checks each format. */
export const settlementMarketplace = {
  'amazon-v2': 'amazon',
  'amazon-date-range': 'amazon',
  'flipkart-orders': 'flipkart',
  'meesho-payments': 'meesho',
} as const satisfies Record<SettlementFormat, string>;

/** Checks a file's rows (or a part of them) with the marketplace's rate card. */
export function checkSettlement(rows: SettlementRows, settings: ReconcileSettings): Reconciliation {
  if (rows.format === 'flipkart-orders')
    return reconcileFlipkartOrders(rows.lines, rateCards.flipkart, settings);
  if (rows.format === 'meesho-payments')
    return reconcileMeeshoPayments(rows.lines, rateCards.meesho, settings);
  return reconcileAmazonSettlement(rows.lines, rateCards.amazon, settings);
}

const orderOf = (rows: SettlementRows, i: number): string => {
  if (rows.format === 'meesho-payments') return rows.lines[i]!.subOrderNo;
  return rows.lines[i]!.orderId;
};

/**
 * A file's rows cut into parts of at most `ordersPerPart` orders, every row of an order in one part (the checks
 * and their duplicate search work order by order), so a long check can say how far it is between parts.
 */
export function settlementParts(rows: SettlementRows, ordersPerPart: number): SettlementRows[] {
  const partOf = new Map<string, number>();
  const parts: number[][] = [];
  rows.lines.forEach((_, i) => {
    const order = orderOf(rows, i);
    let part = partOf.get(order);
    if (part === undefined) {
      part = parts.length > 0 && partOf.size % ordersPerPart !== 0 ? parts.length - 1 : parts.length;
      if (part === parts.length) parts.push([]);
      partOf.set(order, part);
    }
    parts[part]!.push(i);
  });
  return parts.map((indexes) => ({
    format: rows.format,
    lines: indexes.map((i) => rows.lines[i]!),
  })) as SettlementRows[];
}

/** The checks of a file's parts as one check of the whole file. */
export function mergeChecks(parts: readonly Reconciliation[]): Reconciliation {
  const sum = (key: 'orders' | 'refunds' | 'lines') => parts.reduce((s, p) => s + p[key], 0);
  return summarize(
    parts.flatMap((p) => p.findings),
    parts.flatMap((p) => p.unchecked),
    { orders: sum('orders'), refunds: sum('refunds'), lines: sum('lines') },
  );
}
