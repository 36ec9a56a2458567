import { chargeableWeight, commissionFor, fixedFeeFor, shippingFeeFor } from '../calculators/payout-rules';
import { marketplaceTaxes } from '../calculators/rate-cards/taxes';
import type {
  Confidence,
  MarketplaceRateCard,
  MarketplaceZone,
  ProductCategory,
} from '../calculators/rate-cards/types';
import { formatInr } from '../calculators/money';
import type { SettlementLine } from './amazon-v2';

/**
 * Each order item of a settlement recomputed from the rate card and the tax rates in force on its date, and
 * compared with what was charged. A difference above the seller's threshold is a finding with its cause; a
 * figure Vikreta cannot recompute honestly (an estimated rate, no weight given) is said, never guessed.
 */
export const settlementCauses = [
  'commission rate',
  'fee band',
  'weight slab',
  'duplicate charge',
  'tax',
] as const;
export type SettlementCause = (typeof settlementCauses)[number];

export interface ReconcileSettings {
  category: ProductCategory;
  /** The packed weight of each unit, for the weight handling fee; without it that fee is not checked. */
  weightKg?: number;
  zone: MarketplaceZone;
  /** Differences up to this many rupees are left out (₹1 by default). */
  threshold: number;
}

export interface SettlementFinding {
  orderId: string;
  sku: string;
  date: string | null;
  month: string | null;
  transactionType: string;
  cause: SettlementCause;
  /** 'Commission', 'Fixed closing fee', 'TCS'. */
  what: string;
  charged: number;
  expected: number;
  /** Charged − expected: above 0 is an over-charge. */
  difference: number;
  /** How the expected figure was worked out, with its source and date. */
  basis: string;
  lines: number[];
}

export interface UncheckedFigure {
  orderId: string;
  what: string;
  why: string;
}

export interface Reconciliation {
  orders: number;
  refunds: number;
  lines: number;
  findings: SettlementFinding[];
  unchecked: UncheckedFigure[];
  byCause: { cause: SettlementCause; count: number; overcharged: number }[];
  byMonth: { month: string; count: number; overcharged: number }[];
  overcharged: number;
}

type Kind =
  | 'principal'
  | 'productTax'
  | 'shipping'
  | 'shippingTax'
  | 'commission'
  | 'commissionGst'
  | 'closingFee'
  | 'closingFeeGst'
  | 'weightHandling'
  | 'weightHandlingGst'
  | 'tcs'
  | 'tds'
  /** The Date Range report's referral and closing fees together, GST included. */
  | 'sellingFees'
  /** The Date Range report's shipping chargebacks, weight handling and the like together. */
  | 'otherTransactionFees'
  | 'other';

/** What an amount line is, by its description (India's spellings, loosely: case and spacing vary). */
export function kindOf(description: string): Kind {
  const d = description.toLowerCase().replace(/\s+/g, ' ').trim();
  if (d === 'principal') return 'principal';
  if (d === 'product tax' || d === 'tax') return 'productTax';
  if (d === 'shipping') return 'shipping';
  if (d === 'shipping tax') return 'shippingTax';
  if (/^tcs-(c|s|i|ut)gst$/.test(d)) return 'tcs';
  if (d.includes('194-o')) return 'tds';
  if (d === 'selling fees') return 'sellingFees';
  if (d === 'other transaction fees') return 'otherTransactionFees';
  const gst = / (c|s|i)gst$/.test(d);
  const base = d.replace(/ (c|s|i)gst$/, '');
  if (base === 'commission') return gst ? 'commissionGst' : 'commission';
  if (base === 'fixed closing fee' || base === 'closing fee') return gst ? 'closingFeeGst' : 'closingFee';
  if (base === 'easy ship weight handling fees' || base === 'fba weight handling fee')
    return gst ? 'weightHandlingGst' : 'weightHandling';
  return 'other';
}

const feeKinds = new Set<Kind>([
  'commission',
  'commissionGst',
  'closingFee',
  'closingFeeGst',
  'weightHandling',
  'weightHandlingGst',
  'tcs',
  'tds',
  'sellingFees',
  'otherTransactionFees',
]);
export const round = (n: number) => Math.round(n * 100) / 100;
export const cardSource = (card: MarketplaceRateCard, confidence: Confidence) =>
  `${card.source.name}, as of ${card.asOf}${confidence === 'fact' ? '' : ` (${confidence})`}`;

/** TCS and TDS rates by date: both fell in 2024 (CBIC Notification 15/2024; Finance Act 2024). */
export function taxRates(date: string | null) {
  const tcs = date !== null && date < '2024-07-10' ? 1 : marketplaceTaxes.tcsPercent.value;
  const tds = date !== null && date < '2024-10-01' ? 1 : marketplaceTaxes.tdsPercent.value;
  return { tcs, tds };
}

interface Item {
  orderId: string;
  sku: string;
  transactionType: string;
  date: string | null;
  quantity: number;
  lines: SettlementLine[];
}

function groupItems(lines: readonly SettlementLine[]): Item[] {
  const items = new Map<string, Item>();
  for (const l of lines) {
    if (!l.orderId) continue;
    const key = `${l.orderId}\u0000${l.orderItemCode || l.sku}\u0000${l.transactionType}`;
    let item = items.get(key);
    if (!item) {
      item = {
        orderId: l.orderId,
        sku: l.sku,
        transactionType: l.transactionType,
        date: l.postedDate,
        quantity: 1,
        lines: [],
      };
      items.set(key, item);
    }
    item.lines.push(l);
    if (kindOf(l.description) === 'principal') item.quantity = l.quantity;
    if (l.postedDate && (!item.date || l.postedDate < item.date)) item.date = l.postedDate;
  }
  return [...items.values()];
}

/** Reconciles an Amazon.in settlement's order items against the rate card. */
export function reconcileAmazonSettlement(
  lines: readonly SettlementLine[],
  card: MarketplaceRateCard,
  settings: ReconcileSettings,
): Reconciliation {
  const findings: SettlementFinding[] = [];
  const unchecked: UncheckedFigure[] = [];
  const items = groupItems(lines);
  const add = findingsOf(findings, settings.threshold);
  const gstPercent = marketplaceTaxes.gstOnFeesPercent.value;

  for (const item of items) {
    const finding = (f: Parameters<typeof add>[1]) => add(item, f);

    // The same fee written twice for one item: the second is a duplicate charge, left out of the checks below.
    const seen = new Map<string, SettlementLine>();
    const kept: SettlementLine[] = [];
    for (const l of item.lines) {
      const kind = kindOf(l.description);
      const key = `${l.description.toLowerCase()}\u0000${l.amount}`;
      if ((feeKinds.has(kind) || kind === 'other') && l.amount < 0 && seen.has(key)) {
        finding({
          cause: 'duplicate charge',
          what: l.description,
          charged: -l.amount,
          expected: 0,
          basis: `${l.description} of ${formatInr(-l.amount)} was already charged for this item (line ${seen.get(key)!.line}).`,
          lines: [seen.get(key)!.line, l.line],
        });
        continue;
      }
      seen.set(key, l);
      kept.push(l);
    }
    if (!/^order$/i.test(item.transactionType)) continue;

    const sum = (kind: Kind) =>
      kept.filter((l) => kindOf(l.description) === kind).reduce((s, l) => s + l.amount, 0);
    const linesOf = (...kinds: Kind[]) =>
      kept.filter((l) => kinds.includes(kindOf(l.description))).map((l) => l.line);
    const taxable = sum('principal') + sum('shipping');
    const orderValue = taxable + sum('productTax') + sum('shippingTax');
    if (orderValue <= 0) continue;
    const unitValue = orderValue / item.quantity;

    // Commission on the order value (GST included), at the category's rate for its price band.
    const charged = {
      commission: -sum('commission'),
      closing: -sum('closingFee'),
      weight: -sum('weightHandling'),
    };
    // Amazon bands the referral fee by the item's price: a unit's fee, times the units.
    const commission = commissionFor(card.commission, settings.category, unitValue);
    if (linesOf('commission').length > 0) {
      if (commission.confidence === 'estimate')
        unchecked.push({
          orderId: item.orderId,
          what: card.commission.label,
          why: `Vikreta's ${card.commission.label.toLowerCase()} for this category is an estimate (${commission.percent}%): check your rate card before disputing.`,
        });
      else
        finding({
          cause: 'commission rate',
          what: card.commission.label,
          charged: charged.commission,
          expected: commission.amount * item.quantity,
          basis: `${commission.zeroCommissionApplied ? '0% (zero-commission band)' : `${commission.percent}%`} of the order value ${formatInr(orderValue)}${item.quantity > 1 ? ` (${item.quantity} units of ${formatInr(unitValue)})` : ''}; ${cardSource(card, commission.confidence)}.`,
          lines: linesOf('commission'),
        });
    }

    // Closing fee per unit, by the unit's price band.
    if (card.fixedFee && linesOf('closingFee').length > 0) {
      const fee = fixedFeeFor(card.fixedFee, unitValue);
      if (card.fixedFee.confidence === 'estimate')
        unchecked.push({
          orderId: item.orderId,
          what: card.fixedFee.label,
          why: `Vikreta's ${card.fixedFee.label.toLowerCase()} bands are estimates: check your rate card before disputing.`,
        });
      else
        finding({
          cause: 'fee band',
          what: card.fixedFee.label,
          charged: charged.closing,
          expected: (fee.amount + fee.surcharge) * item.quantity,
          basis: `${formatInr(fee.amount + fee.surcharge)} a unit at ${formatInr(unitValue)} × ${item.quantity}; ${cardSource(card, card.fixedFee.confidence)}.`,
          lines: linesOf('closingFee'),
        });
    }

    // The Date Range report's selling fees: referral and closing fee together, GST included.
    if (linesOf('sellingFees').length > 0) {
      const closing = card.fixedFee ? fixedFeeFor(card.fixedFee, unitValue) : { amount: 0, surcharge: 0 };
      const estimated = [
        commission.confidence === 'estimate' && card.commission.label.toLowerCase(),
        card.fixedFee?.confidence === 'estimate' && `${card.fixedFee.label.toLowerCase()} bands`,
      ].filter(Boolean);
      if (estimated.length > 0)
        unchecked.push({
          orderId: item.orderId,
          what: 'Selling fees',
          why: `The report adds the ${card.commission.label.toLowerCase()} and the closing fee together, and Vikreta's ${estimated.join(' and ')} ${estimated.length > 1 ? 'are estimates' : 'is an estimate'}: check your rate card before disputing.`,
        });
      else {
        const perUnit = commission.amount + closing.amount + closing.surcharge;
        finding({
          cause: 'commission rate',
          what: 'Selling fees',
          charged: -sum('sellingFees'),
          expected: perUnit * item.quantity * (1 + gstPercent / 100),
          basis: `${commission.percent}% ${card.commission.label.toLowerCase()} and ${formatInr(closing.amount + closing.surcharge)} closing fee a unit at ${formatInr(unitValue)} × ${item.quantity}, with ${gstPercent}% GST; ${cardSource(card, commission.confidence)}.`,
          lines: linesOf('sellingFees'),
        });
      }
    }
    if (linesOf('otherTransactionFees').length > 0 && settings.weightKg !== undefined)
      unchecked.push({
        orderId: item.orderId,
        what: 'Weight handling fee',
        why: "The Date Range report adds weight handling to shipping chargebacks in 'other transaction fees': check the weight slab with the settlement flat file V2.",
      });

    // Weight handling: only with the weight the seller declared.
    if (linesOf('weightHandling').length > 0) {
      if (settings.weightKg === undefined)
        unchecked.push({
          orderId: item.orderId,
          what: 'Weight handling fee',
          why: 'No packed weight was given, so the weight slab cannot be checked.',
        });
      else {
        const weight = chargeableWeight(card.shipping, settings.weightKg);
        const fee = shippingFeeFor(card.shipping, settings.zone, weight);
        if (fee.confidence === 'estimate')
          unchecked.push({
            orderId: item.orderId,
            what: 'Weight handling fee',
            why: `Vikreta's fee for ${settings.weightKg} kg (${card.shipping.zoneLabels[settings.zone]}) is an estimate: check your rate card before disputing.`,
          });
        else
          finding({
            cause: 'weight slab',
            what: 'Weight handling fee',
            charged: charged.weight,
            expected: fee.amount * item.quantity,
            basis: `${formatInr(fee.amount)} a unit for ${settings.weightKg} kg in ${weight.slabs} slab${weight.slabs === 1 ? '' : 's'}, ${card.shipping.zoneLabels[settings.zone]}; ${cardSource(card, fee.confidence)}.`,
            lines: linesOf('weightHandling'),
          });
      }
    }

    // GST on each fee: 18% of the fee as charged.
    for (const [fee, gst, label] of [
      ['commission', 'commissionGst', `GST on ${card.commission.label.toLowerCase()}`],
      ['closingFee', 'closingFeeGst', 'GST on the closing fee'],
      ['weightHandling', 'weightHandlingGst', 'GST on the weight handling fee'],
    ] as const) {
      if (linesOf(gst).length === 0) continue;
      finding({
        cause: 'tax',
        what: label,
        charged: -sum(gst),
        expected: (-sum(fee) * gstPercent) / 100,
        basis: `${gstPercent}% of ${formatInr(-sum(fee))}; ${marketplaceTaxes.gstOnFeesPercent.source.name}.`,
        lines: linesOf(gst),
      });
    }

    // TCS on the taxable value, TDS on the gross: the rates in force on the order's date.
    const rates = taxRates(item.date);
    if (linesOf('tcs').length > 0)
      finding({
        cause: 'tax',
        what: 'TCS',
        charged: -sum('tcs'),
        expected: (taxable * rates.tcs) / 100,
        basis: `${rates.tcs}% of the taxable value ${formatInr(taxable)}; ${marketplaceTaxes.tcsPercent.source.name}.`,
        lines: linesOf('tcs'),
      });
    if (linesOf('tds').length > 0)
      finding({
        cause: 'tax',
        what: 'TDS (section 194-O)',
        charged: -sum('tds'),
        expected: (orderValue * rates.tds) / 100,
        basis: `${rates.tds}% of the gross ${formatInr(orderValue)}; ${marketplaceTaxes.tdsPercent.source.name}.`,
        lines: linesOf('tds'),
      });
  }

  return summarize(findings, unchecked, {
    orders: items.filter((i) => /^order$/i.test(i.transactionType)).length,
    refunds: items.filter((i) => /^refund$/i.test(i.transactionType)).length,
    lines: lines.length,
  });
}

/** A check's findings sorted, with the totals over-charged per cause and per month. */
export function summarize(
  findings: SettlementFinding[],
  unchecked: UncheckedFigure[],
  counts: { orders: number; refunds: number; lines: number },
): Reconciliation {
  const over = findings.filter((f) => f.difference > 0);
  const byCause = settlementCauses
    .map((cause) => {
      const of = over.filter((f) => f.cause === cause);
      return { cause, count: of.length, overcharged: round(of.reduce((s, f) => s + f.difference, 0)) };
    })
    .filter((c) => c.count > 0);
  const months = [...new Set(over.map((f) => f.month ?? 'undated'))].sort();
  const byMonth = months.map((month) => {
    const of = over.filter((f) => (f.month ?? 'undated') === month);
    return { month, count: of.length, overcharged: round(of.reduce((s, f) => s + f.difference, 0)) };
  });
  return {
    ...counts,
    findings: findings.sort((a, b) => b.difference - a.difference),
    unchecked,
    byCause,
    byMonth,
    overcharged: round(over.reduce((s, f) => s + f.difference, 0)),
  };
}

export interface FindingPlace {
  orderId: string;
  sku: string;
  date: string | null;
  transactionType: string;
}

/** Adds a finding for an item when its difference is above the threshold (rounded to paise). */
export function findingsOf(findings: SettlementFinding[], threshold: number) {
  return (place: FindingPlace, f: Omit<SettlementFinding, keyof FindingPlace | 'month' | 'difference'>) => {
    const difference = round(f.charged - f.expected);
    if (Math.abs(difference) <= threshold) return;
    findings.push({
      orderId: place.orderId,
      sku: place.sku,
      date: place.date,
      month: place.date?.slice(0, 7) ?? null,
      transactionType: place.transactionType,
      difference,
      ...f,
      charged: round(f.charged),
      expected: round(f.expected),
    });
  };
}

/** The text a seller pastes into the marketplace's support case for one finding. */
export function disputeText(f: SettlementFinding, marketplaceName: string): string {
  const when = f.date ? `, posted ${f.date}` : '';
  return [
    `Order ${f.orderId}${f.sku ? ` (SKU ${f.sku})` : ''}${when}: ${marketplaceName} charged ${f.what} of ${formatInr(f.charged)}.`,
    f.cause === 'duplicate charge'
      ? f.basis
      : `By the published rate card this should be ${formatInr(f.expected)}: ${f.basis}`,
    `Please refund the difference of ${formatInr(f.difference)}.`,
  ].join(' ');
}
