import { z } from 'zod';
import { pageOf, pageQuery } from './pagination';
import { platformOptions } from '../constants/platforms';
import { keywordReportTypes } from '../keyword-reports/layouts';

/**
 * A seller's keyword bank: the search terms of the reports they upload (Sponsored Products search terms,
 * Search Query Performance, Flipkart Ads queries) with what was measured, theirs alone. Reading, storing and
 * reading back cost no AI calls, and nothing of it is sent to a model.
 */
export const keywordImportStatuses = ['pending', 'confirmed'] as const;

/** Report rows read from one file, at most. */
export const keywordReportMaxRows = 500_000;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const keywordRowProblemSchema = z.object({
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});

/** What a preview shows besides its counts, kept with the file so a reload shows it again. */
export interface ImportFindings {
  problems: z.infer<typeof keywordRowProblemSchema>[];
  skippedPlacements: number;
  columnsUsed: string[];
  columnsIgnored: string[];
}

/** What Vikreta found in a file, shown before it goes into the bank. */
export const keywordImportSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  reportType: z.enum(keywordReportTypes),
  reportName: z.string(),
  marketplace: z.enum(platformOptions),
  dateFrom: isoDate.nullable(),
  dateTo: isoDate.nullable(),
  /** Rows read into the bank, rows refused (each named below, the first 100), product-page placements left out. */
  rows: z.number().int(),
  badRows: z.number().int(),
  skippedPlacements: z.number().int(),
  terms: z.number().int(),
  problems: z.array(keywordRowProblemSchema),
  /** The file's headers Vikreta reads, and those it leaves. */
  columnsUsed: z.array(z.string()),
  columnsIgnored: z.array(z.string()),
  status: z.enum(keywordImportStatuses),
  /** The same file is already in the bank: confirming changes nothing. */
  alreadyImported: z.boolean(),
  createdAt: z.string(),
});
export type KeywordImport = z.infer<typeof keywordImportSchema>;

export const keywordReportRefusalSchema = z.object({
  code: z.literal('KEYWORD_REPORT_UNKNOWN'),
  message: z.string(),
  /** The columns a report it resembles needs and the file lacks. */
  missing: z.array(z.string()),
});

export const keywordImportQuerySchema = z.object({
  name: z.string().trim().min(1, 'Give the file name').max(200, 'A file name of at most 200 characters'),
});

/** A search term of the bank: measured figures summed over the seller's confirmed reports. */
export const bankTermSchema = z.object({
  term: z.string(),
  impressions: z.number().nullable(),
  clicks: z.number().nullable(),
  spend: z.number().nullable(),
  orders: z.number().nullable(),
  sales: z.number().nullable(),
  searchVolume: z.number().nullable(),
  /** Orders per click, where both were measured. */
  conversion: z.number().nullable(),
  dateFrom: isoDate.nullable(),
  dateTo: isoDate.nullable(),
  /** Where the figures come from: 'your Sponsored Products report'. */
  sources: z.array(z.string()),
  products: z.array(z.string()),
});
export type BankTerm = z.infer<typeof bankTermSchema>;

export const bankSorts = ['orders', 'clicks', 'impressions', 'spend', 'sales', 'conversion', 'term'] as const;
export type BankSort = (typeof bankSorts)[number];

export const bankQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  sort: z.enum(bankSorts).default('orders'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: pageQuery.page,
  limit: pageQuery.limit.removeDefault().default(25),
});
export type BankQuery = z.input<typeof bankQuerySchema>;

export const bankPageSchema = pageOf(bankTermSchema);
export type BankPage = z.infer<typeof bankPageSchema>;

export const bankLookupRequestSchema = z.object({
  terms: z.array(z.string().trim().min(1).max(200)).min(1).max(50),
});
export const bankLookupSchema = z.object({ terms: z.array(bankTermSchema) });

/** How well a listing covers the seller's measured terms. */
export const coverageRequestSchema = z.object({
  platform: z.enum(platformOptions).default('amazon'),
  title: z.string().max(2000).default(''),
  bullets: z.array(z.string().max(2000)).max(10).default([]),
  description: z.string().max(20_000).default(''),
  searchTerms: z.string().max(2000).default(''),
});
export type CoverageRequest = z.input<typeof coverageRequestSchema>;

export const coverageFields = ['title', 'bullets', 'description', 'searchTerms'] as const;
export const coverageSchema = z.object({
  /** The seller has measured terms at all (else the panel says how to add them). */
  hasBank: z.boolean(),
  /** Top measured terms by orders, then clicks, and the fields they appear in. */
  top: z.array(
    z.object({
      term: z.string(),
      orders: z.number().nullable(),
      clicks: z.number().nullable(),
      in: z.array(z.enum(coverageFields)),
    }),
  ),
  /** Backend search terms holding the most valuable missing words, within the marketplace's byte limit. */
  backendSuggestion: z
    .object({ text: z.string(), bytes: z.number().int(), maxBytes: z.number().int() })
    .nullable(),
  /** Terms that spent and never converted: candidates for negative keywords. */
  negatives: z.array(z.object({ term: z.string(), clicks: z.number(), spend: z.number() })),
  source: z.string(),
});
export type Coverage = z.infer<typeof coverageSchema>;
