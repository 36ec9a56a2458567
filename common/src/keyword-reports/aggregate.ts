import type { KeywordMetric } from './layouts';
import type { KeywordReportRow, RowProblem } from './read-row';

export interface TermTotals {
  term: string;
  termKey: string;
  productId: string;
  metrics: Partial<Record<KeywordMetric, number>>;
}

/** Problems kept to show (the count says how many there were). */
export const shownProblems = 100;

/**
 * A report's rows summed per search term (and product): a daily report repeats a term on every day and in every
 * campaign. Memory follows the number of distinct terms, not of rows.
 */
export class TermAggregator {
  readonly terms = new Map<string, TermTotals>();
  rows = 0;
  skipped = 0;
  badRows = 0;
  readonly problems: RowProblem[] = [];
  dateFrom: string | undefined;
  dateTo: string | undefined;

  add(row: KeywordReportRow): void {
    this.rows += 1;
    const key = `${row.termKey}\u0000${row.productId}`;
    let t = this.terms.get(key);
    if (!t) {
      t = { term: row.term, termKey: row.termKey, productId: row.productId, metrics: {} };
      this.terms.set(key, t);
    }
    for (const metric in row.metrics) {
      const m = metric as KeywordMetric;
      t.metrics[m] = (t.metrics[m] ?? 0) + row.metrics[m]!;
    }
    if (row.dateFrom && (!this.dateFrom || row.dateFrom < this.dateFrom)) this.dateFrom = row.dateFrom;
    if (row.dateTo && (!this.dateTo || row.dateTo > this.dateTo)) this.dateTo = row.dateTo;
  }

  problem(p: RowProblem): void {
    this.badRows += 1;
    if (this.problems.length < shownProblems) this.problems.push(p);
  }
}
