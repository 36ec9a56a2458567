import type { Readable } from 'node:stream';
import { errorCodes } from '@common/contracts/errors';
import { keywordReportMaxRows } from '@common/contracts/keyword-bank';
import {
  detectReport,
  headerSearchRows,
  readReportRow,
  TermAggregator,
  type DetectedReport,
} from '@common/keyword-reports/index';
import { AppError } from '../../lib/errors.js';
import { openReportFile } from '../../lib/report-file.js';

export interface ReadReport {
  report: DetectedReport;
  totals: TermAggregator;
  sha256: string;
}

/** A report read whole, row by row as it streams: recognised by its header, its terms summed, its bad rows named. */
export async function readReport(source: Readable): Promise<ReadReport> {
  const file = await openReportFile(source);
  const head: unknown[][] = [];
  let report: DetectedReport | undefined;
  const totals = new TermAggregator();
  let line = 0;
  const take = (cells: unknown[], at: number) => {
    const reading = readReportRow(report!, cells, at);
    if ('row' in reading) totals.add(reading.row);
    else if ('problem' in reading) totals.problem(reading.problem);
    else if (reading.skipped === 'placement') totals.skipped += 1;
    if (totals.rows + totals.badRows > keywordReportMaxRows)
      throw new AppError(
        413,
        errorCodes.payloadTooLarge,
        `The file has more than ${keywordReportMaxRows.toLocaleString('en-IN')} rows: export a shorter date range.`,
      );
  };
  const recognise = () => {
    const found = detectReport(head);
    if (!found.ok)
      throw new AppError(422, errorCodes.keywordReportUnknown, found.message, { missing: found.missing });
    report = found.report;
    head.slice(report.headerRow + 1).forEach((cells, i) => take(cells, report!.headerRow + 2 + i));
  };
  for await (const cells of file.rows) {
    line += 1;
    if (report) take(cells, line);
    else {
      head.push(cells);
      if (head.length === headerSearchRows) recognise();
    }
  }
  if (!report) recognise();
  return { report: report!, totals, sha256: file.sha256() };
}
