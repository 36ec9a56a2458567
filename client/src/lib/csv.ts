import { saveFile } from './save-file';

/** A CSV file's text (see common/src/text/csv-write.ts), loaded with papaparse only when a file is written. */
export async function csvText(header: string[], rows: string[][]): Promise<string> {
  const { csvFile } = await import('@common/text/csv-write');
  return csvFile(header, rows);
}

/** Saves a CSV file through the browser's download (nothing is sent anywhere). */
export async function downloadCsv(fileName: string, header: string[], rows: string[][]): Promise<void> {
  saveFile(fileName, new Blob([await csvText(header, rows)], { type: 'text/csv;charset=utf-8' }));
}
