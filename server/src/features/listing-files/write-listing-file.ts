import ExcelJS from 'exceljs';
import type { ListingFileMarketplace, ListingFileRequest } from '@common/contracts/listing-file';
import { listingFileTemplate } from '@common/marketplaces/registry';

/**
 * The marketplace's listing file as an XLSX workbook: the template's rows above the products, then one row
 * per product. Every text is written as a text cell, so nothing in it can become a formula.
 */
export async function writeListingFile(
  marketplace: ListingFileMarketplace,
  listings: readonly ListingFileRequest[],
): Promise<Buffer> {
  const template = listingFileTemplate(marketplace);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Vikreta';
  const sheet = workbook.addWorksheet(template.sheet);
  for (const row of template.headRows(template.columns)) sheet.addRow(row);
  for (const listing of listings) sheet.addRow(template.columns.map((c) => c.value(listing) ?? null));
  sheet.getRow(template.headerRow).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 24));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
