import { escapedByGuard, formulaSafeCell } from '@common/text/csv-cell';
import { saveFile } from './save-file';

/** Byte order mark: spreadsheet programs (Excel) then read the file as UTF-8, so Indian scripts stay intact. */
export const utf8Bom = '\uFEFF';

const guarded = (cells: string[]) => cells.map(formulaSafeCell);

/**
 * A CSV file's text: a header row and rows, quoted by papaparse where needed, with every cell that a
 * spreadsheet would run as a formula escaped and quoted by the shared guard (papaparse's own escapeFormulae
 * misses a formula with a line break inside), behind a UTF-8 byte order mark.
 */
export async function csvText(header: string[], rows: string[][]): Promise<string> {
  const { unparse } = await import('papaparse');
  const quotes = (value: unknown) => typeof value === 'string' && escapedByGuard(value);
  return utf8Bom + unparse({ fields: guarded(header), data: rows.map(guarded) }, { quotes, newline: '\r\n' });
}

/** Saves a CSV file through the browser's download (nothing is sent anywhere). */
export async function downloadCsv(fileName: string, header: string[], rows: string[][]): Promise<void> {
  saveFile(fileName, new Blob([await csvText(header, rows)], { type: 'text/csv;charset=utf-8' }));
}
