import { byteLength } from '../text/byte-length';
import type {
  ListingFileMarketplace,
  ListingFileProblem,
  ListingFileRequest,
} from '../contracts/listing-file';
import {
  bulletRule,
  checkListing,
  descriptionMax,
  flipkartKeywords,
  searchTermBytes,
  titleLimitFor,
} from '../listing-guard';
import { amazonInListingFile } from '../marketplaces/amazon-in/listing-file';
import { flipkartListingFile } from '../marketplaces/flipkart/listing-file';
import type { ListingFileTemplate } from '../marketplaces/listing-file-template';

/** The listing file of each marketplace Vikreta writes one for. */
export const listingFileTemplates: Record<ListingFileMarketplace, ListingFileTemplate> = {
  amazon: amazonInListingFile,
  flipkart: flipkartListingFile,
};

/** Brand names of 1 to 50 characters (Amazon data definitions, reported, November 2026). */
const amazonBrand = {
  max: 50,
  source: 'Amazon flat-file data definitions: brand_name 1 to 50 characters (reported)',
};
const mrpRule = 'Legal Metrology (Packaged Commodities) Rules, 2011: nothing is sold above its MRP';

const blank = (value: string | number | undefined) => value === undefined || value === '';
const error = (field: string, message: string, source: string): ListingFileProblem => ({
  field,
  severity: 'error',
  message,
  source,
});

/** Lengths in characters and bytes, counts and prices the marketplace allows. */
function limitProblems(marketplace: ListingFileMarketplace, l: ListingFileRequest): ListingFileProblem[] {
  const out: ListingFileProblem[] = [];
  const over = (field: string, length: number, max: number, unit: string, source: string) => {
    if (length > max) out.push(error(field, `${length} ${unit}: at most ${max} fit.`, source));
  };
  if (marketplace === 'amazon') {
    const title = titleLimitFor('amazon', l.category);
    over('title', [...l.title].length, title.max, 'characters', title.source);
    over('brand', [...l.brand].length, amazonBrand.max, 'characters', amazonBrand.source);
    l.bullets.forEach((b, i) =>
      over(`bullets[${i}]`, [...b].length, bulletRule.max, 'characters', bulletRule.source),
    );
    if (l.bullets.length > bulletRule.count)
      out.push(
        error(
          'bullets',
          `${l.bullets.length} bullets: the file holds ${bulletRule.count}.`,
          bulletRule.source,
        ),
      );
    over('searchTerms', byteLength(l.searchTerms), searchTermBytes.max, 'bytes', searchTermBytes.source);
  }
  if (marketplace === 'flipkart' && l.keywords.length > flipkartKeywords.max)
    out.push(
      error(
        'keywords',
        `${l.keywords.length} keywords: Flipkart takes ${flipkartKeywords.max}.`,
        flipkartKeywords.source,
      ),
    );
  over(
    'description',
    [...l.description].length,
    descriptionMax[marketplace],
    'characters',
    'Marketplace description limit',
  );
  if (l.mrp !== undefined && l.price !== undefined && l.price > l.mrp)
    out.push(error('price', `₹${l.price} is above the MRP of ₹${l.mrp}.`, mrpRule));
  return out;
}

/**
 * Everything that keeps the listing out of the marketplace's file (errors: a required column empty, a field
 * over its limit) and what the listing guard would flag in its text (warnings), each on its field.
 */
export function listingFileProblems(
  marketplace: ListingFileMarketplace,
  listing: ListingFileRequest,
): ListingFileProblem[] {
  const template = listingFileTemplates[marketplace];
  const missing = template.columns
    .filter((c) => c.required && blank(c.value(listing)))
    .map((c) => error(c.field ?? c.header, `${template.name} needs ${c.header}.`, template.source));
  // Only what the file carries is checked: Flipkart's sheet has no title and no search terms.
  const carried = new Set(template.columns.map((c) => c.field?.replace(/\[\d+\]$/, '')));
  const ifCarried = <T>(field: string, value: T) => (carried.has(field) && value ? value : undefined);
  const guard = checkListing({
    platform: marketplace,
    category: listing.category,
    title: ifCarried('title', listing.title),
    bullets: listing.bullets.filter(Boolean),
    description: ifCarried('description', listing.description),
    searchTerms: ifCarried('searchTerms', listing.searchTerms),
  }).findings.filter((f) => f.severity !== 'info' && !/length|count|bytes/.test(f.rule));
  return [
    ...missing,
    ...limitProblems(marketplace, listing),
    ...guard.map((f) => ({
      field: f.field,
      severity: 'warning' as const,
      message: f.message,
      source: f.source,
    })),
  ];
}

/** The fields of a bulk row that a listing file's column takes as they are. */
const rowFields = ['sku', 'brand', 'price', 'mrp'] as const;

/**
 * What keeps a bulk row out of the marketplace's file before any call is spent on it: a column the file
 * needs that the row leaves empty (Flipkart's MRP), or a price above the MRP. By the row's column.
 */
export function bulkRowProblems(
  marketplace: ListingFileMarketplace,
  row: Pick<ListingFileRequest, (typeof rowFields)[number]>,
): { column: string; message: string }[] {
  const template = listingFileTemplates[marketplace];
  const out = template.columns
    .filter(
      (c) =>
        c.required &&
        rowFields.some((f) => f === c.field) &&
        blank(row[c.field as (typeof rowFields)[number]]),
    )
    .map((c) => ({ column: c.field!, message: `${template.name} needs ${c.header}.` }));
  if (marketplace === 'amazon' && [...row.brand].length > amazonBrand.max)
    out.push({
      column: 'brand',
      message: `${[...row.brand].length} characters: at most ${amazonBrand.max} fit.`,
    });
  if (row.mrp !== undefined && row.price !== undefined && row.price > row.mrp)
    out.push({ column: 'price', message: `₹${row.price} is above the MRP of ₹${row.mrp}.` });
  return out;
}

/** The file can be written: no errors (warnings are the seller's call). */
export const listingFileReady = (problems: readonly ListingFileProblem[]) =>
  problems.every((p) => p.severity !== 'error');
