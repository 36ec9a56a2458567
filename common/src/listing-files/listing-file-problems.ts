import { byteLength } from '../text/byte-length';
import {
  bulkRowMessages,
  type ListingFileMarketplace,
  type ListingFileProblem,
  type ListingFileRequest,
} from '../contracts/listing-file';
import { checkListing, descriptionMaxFor, listingRulesOf, titleLimitFor } from '../listing-guard';
import type { ListingFileTemplate } from '../marketplaces/listing-file-template';
import { listingFileTemplate } from '../marketplaces/registry';
const mrpRule = 'Legal Metrology (Packaged Commodities) Rules, 2011: nothing is sold above its MRP';

const blank = (value: string | number | undefined) => value === undefined || value === '';
const error = (field: string, message: string, source: string): ListingFileProblem => ({
  field,
  severity: 'error',
  message,
  source,
});

/** The listing fields a file's columns carry ('bullets[0]' carries 'bullets'). */
export const carriedFields = (template: ListingFileTemplate) =>
  new Set(template.columns.map((c) => c.field?.replace(/\[\d+\]$/, '')));

/** Lengths in characters and bytes, counts and prices the marketplace allows, where its file carries them. */
function limitProblems(marketplace: ListingFileMarketplace, l: ListingFileRequest): ListingFileProblem[] {
  const out: ListingFileProblem[] = [];
  const over = (field: string, length: number, max: number, unit: string, source: string) => {
    if (length > max) out.push(error(field, `${length} ${unit}: at most ${max} fit.`, source));
  };
  const template = listingFileTemplate(marketplace);
  const rules = listingRulesOf(marketplace);
  const carried = carriedFields(template);
  const carries = (field: string) => carried.has(field);
  if (carries('title')) {
    const title = titleLimitFor(marketplace, l.category);
    over('title', [...l.title].length, title.max, 'characters', title.source);
  }
  if (template.brand)
    over('brand', [...l.brand].length, template.brand.maxChars, 'characters', template.brand.source);
  const bullets = rules?.bullets;
  if (bullets && carries('bullets')) {
    l.bullets.forEach((b, i) =>
      over(`bullets[${i}]`, [...b].length, bullets.maxChars, 'characters', bullets.source),
    );
    if (l.bullets.length > bullets.count)
      out.push(
        error('bullets', `${l.bullets.length} bullets: the file holds ${bullets.count}.`, bullets.source),
      );
  }
  const terms = rules?.searchTerms;
  if (terms && carries('searchTerms'))
    over('searchTerms', byteLength(l.searchTerms), terms.maxBytes, 'bytes', terms.source);
  const slots = rules?.searchKeywords;
  if (slots && l.keywords.length > slots.max)
    out.push(
      error('keywords', `${l.keywords.length} keywords: ${rules.name} takes ${slots.max}.`, slots.source),
    );
  over(
    'description',
    [...l.description].length,
    descriptionMaxFor(marketplace),
    'characters',
    'Marketplace description limit',
  );
  if (l.mrp !== undefined && l.price !== undefined && l.price > l.mrp)
    out.push(error('price', bulkRowMessages.priceAboveMrp(l.price, l.mrp), mrpRule));
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
  const template = listingFileTemplate(marketplace);
  const missing = template.columns
    .filter((c) => c.required && blank(c.value(listing)))
    .map((c) => error(c.field ?? c.header, bulkRowMessages.needs(template.name, c.header), template.source));
  // Only what the file carries is checked: Flipkart's sheet has no title and no search terms.
  const carried = carriedFields(template);
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
  const template = listingFileTemplate(marketplace);
  const out = template.columns
    .filter(
      (c) =>
        c.required &&
        rowFields.some((f) => f === c.field) &&
        blank(row[c.field as (typeof rowFields)[number]]),
    )
    .map((c) => ({ column: c.field!, message: bulkRowMessages.needs(template.name, c.header) }));
  if (template.brand && [...row.brand].length > template.brand.maxChars)
    out.push({
      column: 'brand',
      message: bulkRowMessages.tooLong([...row.brand].length, template.brand.maxChars),
    });
  if (row.mrp !== undefined && row.price !== undefined && row.price > row.mrp)
    out.push({ column: 'price', message: bulkRowMessages.priceAboveMrp(row.price, row.mrp) });
  return out;
}

/** The file can be written: no errors (warnings are the seller's call). */
export const listingFileReady = (problems: readonly ListingFileProblem[]) =>
  problems.every((p) => p.severity !== 'error');
