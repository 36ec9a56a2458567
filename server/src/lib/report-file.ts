import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import Papa from 'papaparse';
import { reportFileMaxBytes } from '@common/contracts/report-files';
import { AppError } from './errors.js';
import { errorCodes } from '@common/contracts/errors';
import { innerWorkbook, zipProblem } from './zip-check.js';

/**
 * A report file's rows, as cell arrays, read as it streams in: CSV or TSV (the delimiter read from the first
 * lines, a UTF-8 BOM dropped) or XLSX (its first sheet, after the zip has been checked). Counts bytes against the
 * cap and hashes the file as it passes, so the same file is recognised again.
 */
const sendFileMessage = 'Send the file as the request body.';

/** The content types a report file may be sent with, as it is (no form encoding). */
export const reportFileTypes = [
  'application/octet-stream',
  'text/csv',
  'text/plain',
  'text/tab-separated-values',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/**
 * A report file as a route's body in the API document: the file's own bytes, streamed to the reader as they
 * come (the content-type parser passes the stream on; nothing here reads or checks it).
 */
export const reportFileBody = z.any().meta({
  type: 'string',
  format: 'binary',
  description: `The file itself (CSV, TSV or XLSX, at most ${reportFileMaxBytes / 1024 / 1024} MB): '${sendFileMessage}' without it`,
});

export interface ReportFile {
  rows: AsyncGenerator<unknown[]>;
  /** The SHA-256 of the whole file, once `rows` has been read to the end. */
  sha256(): string;
}

const tooLarge = () =>
  new AppError(
    413,
    errorCodes.payloadTooLarge,
    `The file is larger than ${reportFileMaxBytes / 1024 / 1024} MB: export a shorter date range.`,
  );
const unreadable = (message: string) => new AppError(400, errorCodes.badRequest, message);

export interface ReportFileOptions {
  /** An XLSX's sheets to read by name, the first the workbook has (Flipkart's 'Orders'); else its first sheet. */
  sheets?: readonly string[];
}

export async function openReportFile(
  source: Readable | undefined,
  options: ReportFileOptions = {},
): Promise<ReportFile> {
  if (!source || typeof (source as Partial<Readable>)[Symbol.asyncIterator] !== 'function')
    throw unreadable(sendFileMessage);
  const hash = createHash('sha256');
  let bytes = 0;
  const counted = async function* () {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > reportFileMaxBytes) throw tooLarge();
      hash.update(chunk);
      yield chunk;
    }
  };
  const chunks = counted();
  // The first bytes decide: a zip (XLSX) starts with 'PK'; text is CSV or TSV.
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < 64 * 1024) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  const start = Buffer.concat(head);
  if (start.length === 0) throw unreadable('The file is empty.');
  const rest = async function* () {
    yield start;
    if (!ended) yield* chunks;
  };
  const rows =
    start.subarray(0, 2).toString('latin1') === 'PK'
      ? xlsxRows(rest(), options.sheets ?? [])
      : textRows(rest(), start);
  return { rows, sha256: () => hash.digest('hex') };
}

async function* textRows(chunks: AsyncIterable<Buffer>, start: Buffer): AsyncGenerator<unknown[]> {
  const sample = start.toString('utf8').split(/\r?\n/).slice(0, 30).join('\n');
  if (sample.includes('\u0000')) throw unreadable('The file is neither CSV, TSV nor XLSX.');
  const tabs = (sample.match(/\t/g) ?? []).length;
  const commas = (sample.match(/,/g) ?? []).length;
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
    delimiter: tabs > commas ? '\t' : ',',
  }) as unknown as PassThrough;
  // Decoded as one UTF-8 stream: a character split across two chunks (₹ is 3 bytes) stays whole.
  const input = Readable.from(chunks).setEncoding('utf8');
  input.on('error', (e) => parser.destroy(e));
  input.pipe(parser);
  let first = true;
  for await (const row of parser as AsyncIterable<string[]>) {
    if (first && typeof row[0] === 'string') row[0] = row[0].replace(/^\uFEFF/, '');
    first = false;
    yield row;
  }
}

async function* xlsxRows(
  chunks: AsyncIterable<Buffer>,
  sheetNames: readonly string[],
): AsyncGenerator<unknown[]> {
  // The zip is checked whole before it is unpacked: a workbook under the byte cap is read into memory.
  const parts: Buffer[] = [];
  for await (const c of chunks) parts.push(c);
  const zip = Buffer.concat(parts);
  const problem = zipProblem(zip);
  if (problem) throw unreadable(problem);
  // A zip holding one workbook (Meesho's payments download) is opened, and the workbook checked in its turn.
  const inner = innerWorkbook(zip);
  if (inner) {
    const innerProblem = zipProblem(inner);
    if (innerProblem) throw unreadable(innerProblem);
    yield* sheetRows(inner, sheetNames);
    return;
  }
  // Read whole through the central directory just checked (no temporary files, nothing unpacked unchecked).
  yield* sheetRows(zip, sheetNames);
}

/** A workbook's first sheet named as asked (Flipkart's 'Orders'), or its first sheet. */
async function* sheetRows(zip: Buffer, sheetNames: readonly string[]): AsyncGenerator<unknown[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(zip as unknown as ArrayBuffer);
  } catch {
    throw unreadable('The XLSX workbook could not be read: save it again from the seller panel.');
  }
  const sheet =
    sheetNames
      .map((name) => workbook.worksheets.find((w) => w.name.trim().toLowerCase() === name.toLowerCase()))
      .find((w) => w !== undefined) ?? workbook.worksheets[0];
  if (!sheet) return;
  for (let n = 1; n <= sheet.rowCount; n++)
    yield ((sheet.getRow(n).values as unknown[]) ?? []).slice(1).map(cellValue);
}

/** A cell's value as the report has it: a formula's result, rich text's text, a hyperlink's text. */
function cellValue(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (value instanceof Date || typeof value !== 'object') return value;
  const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown };
  if ('result' in v) return cellValue(v.result);
  if (v.richText) return v.richText.map((r) => r.text).join('');
  if ('text' in v) return cellValue(v.text);
  return '';
}
