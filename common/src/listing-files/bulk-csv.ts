import {
  bulkListingMaxRows,
  bulkListingRowSchema,
  type BulkListingRow,
  type ListingFileMarketplace,
} from '../contracts/listing-file';
import { bulkRowProblems } from './listing-file-problems';

/** A cell of the seller's file that cannot be read, by line (as a spreadsheet numbers them) and column. */
export interface BulkCsvProblem {
  line: number;
  column: string;
  message: string;
}

/** The columns of a bulk upload, each with the header names that mean it (matched whatever their case). */
const columns = {
  sku: ['sku', 'seller sku', 'seller sku id', 'item_sku'],
  name: ['name', 'product name', 'title', 'item_name'],
  brand: ['brand', 'brand name', 'brand_name'],
  facts: ['facts', 'description', 'product description', 'details'],
  price: ['price', 'selling price', 'your price', 'standard_price'],
  mrp: ['mrp', 'maximum retail price', 'maximum_retail_price'],
} as const;
type Column = keyof typeof columns;
const required: Column[] = ['sku', 'name', 'brand', 'price'];

const headerKey = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s*\((?:inr|₹|rs\.?)\)\s*$/, '')
    .replace(/\s+/g, ' ');

/** '₹1,299', '1,299.00', ' 899 ' → a number; '' → undefined; anything else → NaN, refused by the schema. */
export const rupees = (cell: string | undefined) => {
  const text = (cell ?? '').replace(/[₹,\s]|^rs\.?/gi, '');
  return text === '' ? undefined : Number(text);
};

/**
 * The products of a bulk upload read from the seller's CSV rows (the header row first): columns matched by
 * name, never by position; each bad cell reported on its line and column (a value the marketplace's file
 * needs included), the good rows kept.
 */
export function readBulkCsv(
  records: readonly (readonly string[])[],
  marketplace: ListingFileMarketplace,
): {
  rows: BulkListingRow[];
  problems: BulkCsvProblem[];
} {
  const [header = [], ...body] = records;
  const keys = header.map(headerKey);
  const at = Object.fromEntries(
    Object.entries(columns).map(([column, names]) => [
      column,
      keys.findIndex((k) => (names as readonly string[]).includes(k)),
    ]),
  ) as Record<Column, number>;
  const missing = required.filter((c) => at[c] < 0);
  if (missing.length > 0)
    return {
      rows: [],
      problems: [
        {
          line: 1,
          column: missing.join(', '),
          message: `The header row needs the columns ${missing.join(', ')} (found: ${header.join(', ') || 'none'}).`,
        },
      ],
    };
  const rows: BulkListingRow[] = [];
  const problems: BulkCsvProblem[] = [];
  body.forEach((cells, i) => {
    const line = i + 2;
    if (cells.every((c) => !c.trim())) return;
    if (rows.length >= bulkListingMaxRows) {
      if (rows.length === bulkListingMaxRows && !problems.some((p) => p.column === 'file'))
        problems.push({
          line,
          column: 'file',
          message: `At most ${bulkListingMaxRows} products in one upload: this line and the ones after it are left out.`,
        });
      return;
    }
    const cell = (c: Column) => (at[c] >= 0 ? (cells[at[c]] ?? '') : undefined);
    const parsed = bulkListingRowSchema.safeParse({
      line,
      sku: cell('sku'),
      name: cell('name'),
      brand: cell('brand'),
      facts: cell('facts') ?? '',
      price: rupees(cell('price')),
      mrp: rupees(cell('mrp')),
    });
    const unfit = parsed.success ? bulkRowProblems(marketplace, parsed.data) : [];
    if (parsed.success && unfit.length === 0) rows.push(parsed.data);
    else if (parsed.success) problems.push(...unfit.map((p) => ({ line, ...p })));
    else
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0]);
        problems.push({
          line,
          column,
          message:
            issue.code === 'invalid_type' && (column === 'price' || column === 'mrp')
              ? 'Type a price in rupees, such as 1299'
              : issue.message,
        });
      }
  });
  return { rows, problems };
}
