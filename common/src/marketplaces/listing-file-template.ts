/**
 * One product's listing as a file's columns read it: the shape of the listing-file contract's request (kept here
 * so the registry does not import the contract that is derived from it).
 */
export interface ListingFileListing {
  /** One of the app's categories (the contract checks which). */
  category?: string;
  sku: string;
  brand: string;
  manufacturer?: string;
  title: string;
  bullets: string[];
  description: string;
  searchTerms: string;
  keywords: string[];
  mrp?: number;
  price?: number;
}

/** One column of a marketplace's listing file: its header, what fills it, and whether the marketplace needs it. */
export interface ListingFileColumn {
  /** The header as the marketplace's template names it (matched by name, never by position). */
  header: string;
  /** The human label some templates carry in a row of their own. */
  label?: string;
  /** The listing's field that fills it ('title', 'bullets[0]'), where its problems are shown. */
  field?: string;
  value(listing: ListingFileListing): string | number | undefined;
  required?: boolean;
}

/** A marketplace's listing file: its layout and columns, with where they come from. */
export interface ListingFileTemplate {
  /** 'Amazon.in category inventory file (flat file)'. */
  name: string;
  /** Which template the file follows, said on the screen beside the download. */
  version: string;
  /** Where the layout and columns come from, and how sure that is. */
  source: string;
  sheet: string;
  /** Every row above the first product (settings, labels, the headers, notes), as the template has them. */
  headRows(columns: readonly ListingFileColumn[]): string[][];
  /** The row (from 1) that holds the headers. */
  headerRow: number;
  columns: readonly ListingFileColumn[];
  /** What the seller still does in the marketplace's own template, in one line. */
  note: string;
  /** What the screen calls a bullet in this file ('Bullet', 'Key feature'). */
  bulletLabel: string;
  /** Said on the screen instead of a title field, for files without a title column. */
  titleNote?: string;
  /** The brand column's length, where the marketplace limits it. */
  brand?: { maxChars: number; source: string };
}
