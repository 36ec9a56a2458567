import { cellCount, cellDate, cellNumber, cellText } from '../report-files/cells';
import type { DetectedReport } from './detect';
import { keywordMetrics, type KeywordMetric } from './layouts';

export interface KeywordReportRow {
  /** As the buyer typed it: spaces tidied, case and script kept. */
  term: string;
  /** The term as merged: lower case. */
  termKey: string;
  /** ASIN, FSN or SKU when the report names the product, else ''. */
  productId: string;
  dateFrom?: string;
  dateTo?: string;
  metrics: Partial<Record<KeywordMetric, number>>;
}

export interface RowProblem {
  /** The file's line, from 1. */
  line: number;
  column: string;
  message: string;
}

export type RowReading =
  { row: KeywordReportRow } | { problem: RowProblem } | { skipped: 'placement' | 'blank' };

const counts = new Set<KeywordMetric>([
  'impressions',
  'clicks',
  'orders',
  'units',
  'searchVolume',
  'cartAdds',
]);
/** An ASIN where the search term should be: a product-page placement, not something a buyer typed. */
const asinTerm = /^b0[0-9a-z]{8}$/i;
export const maxTermLength = 200;
/** ASINs are 10 characters, FSNs 16, SKUs up to 40 on Amazon. */
const maxProductIdLength = 40;
const dateFields = ['date', 'startDate', 'endDate'] as const;

/** How terms are merged: one space between words, lower case ('Cotton  Kurti' is 'cotton kurti'). */
export const termKeyOf = (term: string) => term.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/** One data row of a recognised report, read by its columns' names; a cell that is not what it should be is named. */
export function readReportRow(report: DetectedReport, cells: readonly unknown[], line: number): RowReading {
  const { columnIndex, layout } = report;
  const at = (field: keyof typeof columnIndex) => {
    const i = columnIndex[field];
    return i === undefined ? undefined : cells[i];
  };
  const header = (field: keyof typeof columnIndex) => {
    const i = columnIndex[field];
    return (i === undefined ? undefined : report.headers[i]) ?? field;
  };
  if (cells.every((c) => c === '' || c === null || c === undefined)) return { skipped: 'blank' };
  const term = cellText(at('term')).normalize('NFC').replace(/\s+/g, ' ');
  if (term === '*' || asinTerm.test(term)) return { skipped: 'placement' };
  if (!term) return { problem: { line, column: header('term'), message: 'No search term.' } };
  if ([...term].length > maxTermLength)
    return {
      problem: {
        line,
        column: header('term'),
        message: `A search term of more than ${maxTermLength} characters.`,
      },
    };
  const metrics: Partial<Record<KeywordMetric, number>> = {};
  for (const metric of keywordMetrics) {
    const raw = at(metric);
    if (raw === undefined) continue;
    const value = counts.has(metric) ? cellCount(raw) : cellNumber(raw);
    if (value === null || (metric === 'spend' || metric === 'sales' ? value < 0 : false))
      return {
        problem: {
          line,
          column: header(metric),
          message: `'${cellText(raw).slice(0, 40)}' is not ${counts.has(metric) ? 'a whole number' : 'an amount'}.`,
        },
      };
    metrics[metric] = value;
  }
  let dateFrom: string | undefined;
  let dateTo: string | undefined;
  for (const field of dateFields) {
    const raw = at(field);
    if (raw === undefined || cellText(raw) === '') continue;
    const date = cellDate(raw, layout.dayFirst);
    if (date === null)
      return {
        problem: { line, column: header(field), message: `'${cellText(raw).slice(0, 40)}' is not a date.` },
      };
    if (!dateFrom || date < dateFrom) dateFrom = date;
    if (!dateTo || date > dateTo) dateTo = date;
  }
  const productId = cellText(at('productId')).toUpperCase() || report.preamble.productId || '';
  if (productId.length > maxProductIdLength)
    return {
      problem: {
        line,
        column: header('productId'),
        message: `A product id of more than ${maxProductIdLength} characters.`,
      },
    };
  return {
    row: {
      term,
      termKey: termKeyOf(term),
      productId,
      ...(dateFrom ? { dateFrom, dateTo } : {}),
      metrics,
    },
  };
}
