import { z } from 'zod';
import { categoryOptions } from '../constants/options';

/** The marketplaces whose listing files Vikreta writes, by the spec's platform names (API edge). */
export const listingFileMarketplaces = ['amazon', 'flipkart'] as const;
export type ListingFileMarketplace = (typeof listingFileMarketplaces)[number];

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
