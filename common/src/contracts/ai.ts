import { z } from 'zod';
import {
  categoryOptions,
  defaultLanguage,
  languageOptions,
  priceRangeOptions,
  targetAudienceOptions,
} from '../constants/options';
import { platformOptions } from '../constants/platforms';
import { invalidLanguageMessage, parseLanguage } from '../constants/languages';
import { listingCheckSchema } from './listing-check';

/**
 * Requests and responses of the three AI tools.
 * Each response is the model's part (`…ResultSchema`, what an engine writes; usable as a JSON schema for
 * structured output) plus the server's metadata (`aiResponseMetaSchema`: who answered, estimate flag,
 * language notice).
 */

export const keywordRequiredMessage = 'Please enter a keyword to research';
export const productNameRequiredMessage = 'Please enter a product name to research';
export const optimizationInputRequiredMessage = 'Please provide either a product name or description';

/** Free text that may be sent empty: trimmed, capped; engines treat '' like an omitted field. */
const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).optional();

/** The spec's language names ('Hindi', any case) or ISO codes ('hi'); always the code after parsing. */
const languageField = z.preprocess(
  (v) => (typeof v === 'string' ? (parseLanguage(v) ?? v) : v),
  z.enum(languageOptions, { error: invalidLanguageMessage }),
);

export const keywordResearchRequestSchema = z.object({
  keyword: z
    .string({ error: keywordRequiredMessage })
    .trim()
    .min(1, keywordRequiredMessage)
    .max(200, 'Keyword must be at most 200 characters'),
  platform: z.enum(platformOptions),
  category: z.enum(categoryOptions).optional(),
  language: languageField.default(defaultLanguage),
  researchLocation: optionalText(100),
});
export type KeywordResearchRequest = z.infer<typeof keywordResearchRequestSchema>;
export type KeywordResearchRequestInput = z.input<typeof keywordResearchRequestSchema>;

export const productResearchRequestSchema = z.object({
  productName: z
    .string({ error: productNameRequiredMessage })
    .trim()
    .min(1, productNameRequiredMessage)
    .max(200, 'Product name must be at most 200 characters'),
  category: z.enum(categoryOptions).optional(),
  platform: z.enum(platformOptions),
  priceRange: z.enum(priceRangeOptions).optional(),
  researchLocation: optionalText(100),
});
export type ProductResearchRequest = z.infer<typeof productResearchRequestSchema>;
export type ProductResearchRequestInput = z.input<typeof productResearchRequestSchema>;

export const productOptimizationRequestSchema = z
  .object({
    productName: optionalText(200),
    description: optionalText(5000),
    category: z.enum(categoryOptions).optional(),
    brand: optionalText(100),
    platform: z.enum(platformOptions),
    targetAudience: z.enum(targetAudienceOptions).optional(),
    /** Beyond the spec: the language of the description and tips (English when left out). */
    language: languageField.optional(),
  })
  .refine((r) => Boolean(r.productName) || Boolean(r.description), {
    message: optimizationInputRequiredMessage,
    path: ['productName'],
  })
  .meta({
    anyOf: [{ required: ['productName'] }, { required: ['description'] }],
    description: `A product name, a description or both, not blank: '${optimizationInputRequiredMessage}' otherwise`,
  });
export type ProductOptimizationRequest = z.infer<typeof productOptimizationRequestSchema>;
export type ProductOptimizationRequestInput = z.input<typeof productOptimizationRequestSchema>;

/** Who answered and how far to trust it; set by the server, never by the model. */
export const aiResponseMetaSchema = z.object({
  /** 'builtin' for the built-in engine, otherwise the model name. */
  source: z.string().min(1),
  /** True when volumes, competition and trends are estimates rather than measured data. */
  isEstimate: z.boolean(),
  /** Set when the answer (or part of it) is in English although another language was requested. */
  languageNotice: z.string().optional(),
  /** What the listing guard removed, repaired or flagged, with a score (every engine, every answer). */
  listingCheck: listingCheckSchema.optional(),
  /** Set when the built-in engine has no vocabulary for the product: the answer uses the seller's words only. */
  vocabularyNotice: z.string().optional(),
});
export type AiResponseMeta = z.infer<typeof aiResponseMetaSchema>;

export const builtinSource = 'builtin';

export const competitionLevels = ['low', 'medium', 'high'] as const;
export type CompetitionLevel = (typeof competitionLevels)[number];

/** `platform` is a platform value (see platformOptions) when known; display it with platformLabel(). */
const platformInsightSchema = z.object({ platform: z.string(), insights: z.array(z.string()) });
const platformOpportunitySchema = z.object({ platform: z.string(), opportunities: z.array(z.string()) });
const platformTipsSchema = z.object({ platform: z.string(), tips: z.array(z.string()) });

export const keywordResearchResultSchema = z.object({
  keyword: z.string(),
  /** Display text, e.g. 'Estimated 10K–50K / month'. */
  searchVolume: z.string(),
  /** Monthly searches behind searchVolume, when the engine has a range. */
  searchVolumeEstimate: z.object({ low: z.number().int().min(0), high: z.number().int().min(0) }).nullable(),
  /** Display text, e.g. 'Medium (estimate)'. */
  competition: z.string(),
  competitionLevel: z.enum(competitionLevels),
  relatedKeywords: z.array(z.string()),
  longTailKeywords: z.array(z.string()),
  suggestions: z.array(z.string()),
  platformInsights: z.array(platformInsightSchema),
});
export const keywordResearchResponseSchema = keywordResearchResultSchema.extend({
  ...aiResponseMetaSchema.shape,
  /** Hinglish forms and common misspellings buyers type: for backend search terms, not for titles. */
  spellingVariants: z.array(z.string()).optional(),
});
export type KeywordResearchResult = z.infer<typeof keywordResearchResultSchema>;
export type KeywordResearchResponse = z.infer<typeof keywordResearchResponseSchema>;

/** The four analysis texts are markdown (headings, bold, bullets). */
export const productResearchResultSchema = z.object({
  marketAnalysis: z.string(),
  competitorAnalysis: z.string(),
  pricingInsights: z.string(),
  demandTrends: z.string(),
  platformOpportunities: z.array(platformOpportunitySchema),
  recommendations: z.array(z.string()),
});
export const productResearchResponseSchema = productResearchResultSchema.extend(aiResponseMetaSchema.shape);
export type ProductResearchResult = z.infer<typeof productResearchResultSchema>;
export type ProductResearchResponse = z.infer<typeof productResearchResponseSchema>;

export const productOptimizationResultSchema = z.object({
  titleSuggestions: z.array(z.string()),
  /** Key features, one fact each, within the platform's bullet limits (answers saved before them have none). */
  bulletPoints: z.array(z.string()).default([]),
  /** Markdown. */
  optimizedDescription: z.string(),
  shortDescription: z.string(),
  keywords: z.array(z.string()),
  /** Amazon.in backend search terms: words not in the title, under the byte limit; empty elsewhere. */
  searchTerms: z.string().default(''),
  platformSpecificTips: z.array(platformTipsSchema),
});
export const productOptimizationResponseSchema = productOptimizationResultSchema.extend({
  ...aiResponseMetaSchema.shape,
  /** The facts read from the seller's name and description, as written ('Capacity: 5 L'). */
  facts: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  /** Facts buyers look for that the seller did not give ('Add bristle type'): to add, never invented. */
  checklist: z.array(z.string()).optional(),
});
export type ProductOptimizationResult = z.infer<typeof productOptimizationResultSchema>;
export type ProductOptimizationResponse = z.infer<typeof productOptimizationResponseSchema>;

/** What every AI engine (built-in or model-backed) offers. */
export interface AiEngine {
  keywordResearch(req: KeywordResearchRequest): Promise<KeywordResearchResponse>;
  productResearch(req: ProductResearchRequest): Promise<ProductResearchResponse>;
  productOptimization(req: ProductOptimizationRequest): Promise<ProductOptimizationResponse>;
}
