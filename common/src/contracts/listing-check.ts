import { z } from 'zod';
import { categoryOptions } from '../constants/options';
import { platformOptions } from '../constants/platforms';

/**
 * The listing check: what the listing guard found in an answer (or in a seller's own listing), what it
 * removed or repaired, and a score. The same guard runs for every AI engine and for "Check my listing".
 */
export const findingSeverities = ['error', 'warning', 'info'] as const;
export type FindingSeverity = (typeof findingSeverities)[number];

/** removed: taken out of the text; repaired: changed so the rule holds; flagged: left as it is, for the seller. */
export const findingActions = ['removed', 'repaired', 'flagged'] as const;
export type FindingAction = (typeof findingActions)[number];

export const listingFindingSchema = z.object({
  /** Rule id, e.g. 'claim.cure', 'title.length', 'title.unsupported-fact'. */
  rule: z.string(),
  severity: z.enum(findingSeverities),
  action: z.enum(findingActions),
  /** Where: 'titleSuggestions[0]', 'optimizedDescription', 'longTailKeywords', 'searchTerms'. */
  field: z.string(),
  /** The text concerned, as it was. */
  text: z.string(),
  /** What is wrong and what was done, for the seller. */
  message: z.string(),
  /** Where the rule comes from, with its as-of date. */
  source: z.string(),
});
export type ListingFinding = z.infer<typeof listingFindingSchema>;

export const listingCheckSchema = z.object({
  /** 0–100 for the text as delivered: issues still present and missing facts lower it. */
  score: z.number().int().min(0).max(100),
  /** One line, e.g. "2 claims removed: 'cures dandruff' (drug claim), 'No.1 hair oil' (superlative)". */
  summary: z.string(),
  findings: z.array(listingFindingSchema),
});
export type ListingCheck = z.infer<typeof listingCheckSchema>;

/** "Check my listing": a seller's existing listing for one platform (no AI call, no quota). */
export const listingCheckRequestSchema = z.object({
  platform: z.enum(platformOptions),
  category: z.enum(categoryOptions).optional(),
  title: z.string().max(1000).optional(),
  bullets: z.array(z.string().max(2000)).max(10).optional(),
  description: z.string().max(10000).optional(),
  searchTerms: z.string().max(2000).optional(),
});
export type ListingCheckRequest = z.infer<typeof listingCheckRequestSchema>;

/** Characters and UTF-8 bytes of one field, against its limit when the platform has one. */
export const fieldStatsSchema = z.object({
  field: z.string(),
  characters: z.number().int(),
  bytes: z.number().int(),
  limit: z
    .object({ max: z.number().int(), unit: z.enum(['characters', 'bytes']), source: z.string() })
    .optional(),
});
export type FieldStats = z.infer<typeof fieldStatsSchema>;
