import { formatInr } from '../calculators/money';
import { marketplaceTaxes } from '../calculators/rate-cards/taxes';
import { headerKey } from '../report-files/cells';
import { round, taxRates, type FindingPlace, type findingsOf, type UncheckedFigure } from './reconcile';

/**
 * A file's column-name row among its first rows (`within`, 6 unless a preamble is longer): the one naming every
 * required column, by name.
 */
export function findNamedHeader<F extends string>(
  rows: readonly (readonly unknown[])[],
  names: Record<F, string>,
  required: readonly F[],
  within = 6,
):
  | { ok: true; row: number; keys: string[]; index: Partial<Record<F, number>> }
  | { ok: false; missing: string[] } {
  let best: string[] = required.map((f) => names[f]);
  for (let r = 0; r < Math.min(rows.length, within); r++) {
    const keys = (rows[r] ?? []).map(headerKey);
    const index: Partial<Record<F, number>> = {};
    for (const f of Object.keys(names) as F[]) {
      const i = keys.indexOf(names[f]);
      if (i >= 0) index[f] = i;
    }
    const missing = required.filter((f) => index[f] === undefined).map((f) => names[f]);
    if (missing.length === 0) return { ok: true, row: r, keys, index };
    if (missing.length < best.length) best = missing;
  }
  return { ok: false, missing: best };
}

/**
 * TCS on the sale without its GST and TDS on the sale, at the rates in force on its date, against what one
 * settlement row withheld (negative amounts); without the item's GST rate, TCS is said not checked.
 */
export function checkSaleTaxes(
  add: ReturnType<typeof findingsOf>,
  unchecked: UncheckedFigure[],
  place: FindingPlace,
  row: { sale: number; gstRate: number | null; tcs: number; tds: number; line: number },
): void {
  const rates = taxRates(place.date);
  if (row.gstRate !== null) {
    const taxable = row.sale / (1 + row.gstRate / 100);
    add(place, {
      cause: 'tax',
      what: 'TCS',
      charged: -row.tcs,
      expected: (taxable * rates.tcs) / 100,
      basis: `${rates.tcs}% of the taxable value ${formatInr(round(taxable))} (the sale without ${row.gstRate}% GST); ${marketplaceTaxes.tcsPercent.source.name}.`,
      lines: [row.line],
    });
  } else
    unchecked.push({ orderId: place.orderId, what: 'TCS', why: 'The file states no GST rate for the item.' });
  add(place, {
    cause: 'tax',
    what: 'TDS (section 194-O)',
    charged: -row.tds,
    expected: (row.sale * rates.tds) / 100,
    basis: `${rates.tds}% of the sale ${formatInr(row.sale)}; ${marketplaceTaxes.tdsPercent.source.name}.`,
    lines: [row.line],
  });
}
