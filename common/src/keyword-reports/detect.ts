import { cellDate, cellText, datesIn, headerKey } from '../report-files/cells';
import {
  keywordReportLayouts,
  knownReportNames,
  type ColumnField,
  type KeywordReportLayout,
} from './layouts';

/** Rows a header may sit under: title lines, a metadata line, report-period lines. */
export const headerSearchRows = 20;

export interface DetectedReport {
  layout: KeywordReportLayout;
  /** The header's row, from 0. */
  headerRow: number;
  /** Where each field's column is. */
  columnIndex: Partial<Record<ColumnField, number>>;
  /** The header row as written (spaces tidied), by column. */
  headers: string[];
  /** The file's own headers, as written: those Vikreta reads and those it leaves. */
  used: string[];
  ignored: string[];
  /** What the lines above the header say: the report's period, the product of a one-ASIN report. */
  preamble: { dateFrom?: string; dateTo?: string; productId?: string };
}

export type Detection =
  { ok: true; report: DetectedReport } | { ok: false; message: string; missing: string[] };

interface Match {
  layout: KeywordReportLayout;
  row: number;
  columnIndex: Partial<Record<ColumnField, number>>;
  missing: string[];
  duplicated: string[];
  found: number;
}

function matchRow(layout: KeywordReportLayout, keys: readonly string[], row: number): Match {
  const columnIndex: Partial<Record<ColumnField, number>> = {};
  const missing: string[] = [];
  const duplicated: string[] = [];
  let found = 0;
  for (const column of layout.columns) {
    const name = column.names.find((n) => keys.includes(n));
    if (name === undefined) {
      if (column.required) missing.push(column.names[0]!);
      continue;
    }
    if (keys.indexOf(name) !== keys.lastIndexOf(name)) duplicated.push(name);
    columnIndex[column.field] = keys.indexOf(name);
    found += 1;
  }
  return { layout, row, columnIndex, missing, duplicated, found };
}

const title = (name: string) =>
  name.replace(/(^|[\s(:])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase());

function preambleOf(rows: readonly (readonly unknown[])[], layout: KeywordReportLayout) {
  const lines = rows.map((r) => r.map(cellText).filter(Boolean));
  const text = lines.map((l) => l.join(' ')).join('\n');
  const dates = [
    ...datesIn(text),
    ...lines.flatMap((l) =>
      l.map((c) => cellDate(c, layout.dayFirst)).filter((d): d is string => d !== null),
    ),
  ].sort();
  const asin = /ASIN or Product=\["?([A-Z0-9]{10})"?\]/i.exec(text)?.[1];
  return {
    ...(dates.length > 0 ? { dateFrom: dates[0], dateTo: dates.at(-1) } : {}),
    ...(asin ? { productId: asin.toUpperCase() } : {}),
  };
}

/**
 * Which report a file is, from its first rows: the first row holding every column a known report needs is its
 * header. A file that comes close is told which columns it lacks; any other is told which reports Vikreta reads.
 */
export function detectReport(rows: readonly (readonly unknown[])[]): Detection {
  let best: Match | undefined;
  for (let i = 0; i < Math.min(rows.length, headerSearchRows); i++) {
    const keys = (rows[i] ?? []).map(headerKey);
    for (const layout of keywordReportLayouts) {
      const m = matchRow(layout, keys, i);
      if (m.missing.length === 0 && m.duplicated.length === 0) {
        const header = rows[i] ?? [];
        const usedAt = new Set(Object.values(m.columnIndex));
        const written = header.map((h) => cellText(h).replace(/\s+/g, ' '));
        return {
          ok: true,
          report: {
            layout,
            headerRow: i,
            columnIndex: m.columnIndex,
            headers: written,
            used: written.filter((h, j) => usedAt.has(j) && h),
            ignored: written.filter((h, j) => !usedAt.has(j) && h),
            preamble: preambleOf(rows.slice(0, i), layout),
          },
        };
      }
      const required = layout.columns.filter((c) => c.required).length;
      if (m.missing.length < required && (!best || m.found > best.found)) best = m;
    }
  }
  if (best && best.duplicated.length > 0 && best.missing.length === 0)
    return {
      ok: false,
      missing: [],
      message: `This looks like the ${best.layout.name}, but ${best.duplicated.map((d) => `'${title(d)}'`).join(', ')} appears twice: Vikreta cannot tell which to read.`,
    };
  if (best && best.found >= 2) {
    const missing = best.missing.map(title);
    return {
      ok: false,
      missing,
      message: `This looks like the ${best.layout.name}, but it lacks ${missing.length === 1 ? 'the column' : 'the columns'} ${missing.map((c) => `'${c}'`).join(', ')}.`,
    };
  }
  return {
    ok: false,
    missing: [],
    message: `Vikreta does not know this file's layout. It reads the ${knownReportNames.join(', the ')}, exported as CSV, TSV or XLSX.`,
  };
}
