import Papa from 'papaparse';
import { escapedByGuard, formulaSafeCell } from './csv-cell';

/** Byte order mark: spreadsheet programs (Excel) then read the file as UTF-8, so Indian scripts stay intact. */
export const utf8Bom = '\uFEFF';

const guarded = (cells: string[]) => cells.map(formulaSafeCell);
const quotes = (value: unknown) => typeof value === 'string' && escapedByGuard(value);

/**
 * CSV rows as text, quoted by papaparse where needed, with every cell that a spreadsheet would run as a formula
 * escaped and quoted by the shared guard (papaparse's own escapeFormulae misses a formula with a line break
 * inside). Each line ends in CRLF, so pages of rows can be written one after another.
 */
export function csvLines(rows: string[][]): string {
  return rows.length === 0 ? '' : `${Papa.unparse(rows.map(guarded), { quotes, newline: '\r\n' })}\r\n`;
}

/** A whole CSV file's text: the header and rows behind a UTF-8 byte order mark. */
export function csvFile(header: string[], rows: string[][]): string {
  return utf8Bom + Papa.unparse([header, ...rows].map(guarded), { quotes, newline: '\r\n' });
}
