import { listingFileMarketplaceIds, type ListingFileMarketplaceId } from '../marketplaces/registry';
import { z } from 'zod';
import { categoryOptions } from '../constants/options';

/** The marketplaces whose listing files Vikreta writes, by the spec's platform names (API edge). */
export const listingFileMarketplaces = listingFileMarketplaceIds;
export type ListingFileMarketplace = ListingFileMarketplaceId;

const text = (max: number) => z.string().trim().max(max);
const rupees = z.number().positive('Give a price above ₹0').max(10_000_000).optional();

/** One product's listing, as the seller settles it before downloading the marketplace's file. */
export const listingFileRequestSchema = z.object({
  category: z.enum(categoryOptions).optional(),
  sku: text(100),
  brand: text(200),
  manufacturer: text(200).optional(),
  title: text(1000),
  bullets: z.array(text(2000)).max(10).default([]),
  description: text(10_000).default(''),
  /** Amazon.in's backend search terms (generic_keywords). */
  searchTerms: text(2000).default(''),
  /** Flipkart's search keywords. */
  keywords: z.array(text(200)).max(50).default([]),
  mrp: rupees,
  price: rupees,
});
export type ListingFileRequest = z.infer<typeof listingFileRequestSchema>;
export type ListingFileRequestInput = z.input<typeof listingFileRequestSchema>;

/** A problem with one field of the file: an error stops the download, a warning is for the seller to judge. */
export const listingFileProblemSchema = z.object({
  field: z.string(),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  source: z.string(),
});
export type ListingFileProblem = z.infer<typeof listingFileProblemSchema>;

/** The answer when the listing does not fit the file (422, LISTING_FILE_INVALID): every problem on its field. */
export const listingFileRefusalSchema = z.object({
  code: z.literal('LISTING_FILE_INVALID'),
  message: z.string(),
  problems: z.array(listingFileProblemSchema),
});

/** Products in one bulk upload, at most. */
export const bulkListingMaxRows = 500;
const price = z.number().positive('Give a price above ₹0').max(10_000_000, 'Give a price below ₹1,00,00,000');

/** Why a product of a bulk upload cannot go in its marketplace's file, said on its field. */
export const bulkRowMessages = {
  needs: (marketplace: string, column: string) => `${marketplace} needs ${column}.`,
  tooLong: (length: number | string, max: number | string) => `${length} characters: at most ${max} fit.`,
  priceAboveMrp: (price: number | string, mrp: number | string) => `₹${price} is above the MRP of ₹${mrp}.`,
};

/** One product of a bulk upload, with the line of the seller's file it came from. */
export const bulkListingRowSchema = z.object({
  line: z.number().int().min(2).max(1_000_000),
  sku: z.string().trim().min(1, 'Give the product its seller SKU').max(100),
  name: z.string().trim().min(1, 'Give the product name').max(200),
  brand: z.string().trim().min(1, 'Give the brand').max(100),
  facts: z.string().trim().max(5000, 'Keep the facts under 5,000 characters').default(''),
  price,
  mrp: price.optional(),
});
export type BulkListingRow = z.infer<typeof bulkListingRowSchema>;

/** A bulk upload's good rows: each becomes one metered Product Optimization call. */
export const bulkListingRequestSchema = z.object({
  marketplace: z.enum(listingFileMarketplaces),
  category: z.enum(categoryOptions).optional(),
  rows: z
    .array(bulkListingRowSchema)
    .min(1)
    .max(bulkListingMaxRows)
    .refine(
      (rows) => new Set(rows.map((r) => r.line)).size === rows.length,
      'Each product needs a line of its own',
    )
    .meta({
      description:
        "Each product as its marketplace's file needs it, or it is refused on its field: " +
        `'${bulkRowMessages.needs('{marketplace}', '{column}')}', ` +
        `'${bulkRowMessages.tooLong('{length}', '{max}')}' (the brand), ` +
        `'${bulkRowMessages.priceAboveMrp('{price}', '{mrp}')}'`,
    }),
});
export type BulkListingRequest = z.infer<typeof bulkListingRequestSchema>;

export const bulkListingStatuses = ['running', 'done', 'stopped'] as const;
/** skipped: not run, the job having stopped (the plan's limit) before it. */
export const bulkListingRowStatuses = ['pending', 'done', 'failed', 'skipped'] as const;

/** Where a bulk job stands: its counts, why it stopped (a used-up quota), and each row's state. */
export const bulkListingJobSchema = z.object({
  id: z.string(),
  marketplace: z.enum(listingFileMarketplaces),
  status: z.enum(bulkListingStatuses),
  stopReason: z.string().nullable(),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  createdAt: z.string(),
  rows: z.array(
    z.object({
      line: z.number().int(),
      sku: z.string(),
      name: z.string(),
      status: z.enum(bulkListingRowStatuses),
      error: z.string().nullable(),
    }),
  ),
});
export type BulkListingJob = z.infer<typeof bulkListingJobSchema>;
