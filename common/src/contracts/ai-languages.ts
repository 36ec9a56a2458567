import { z } from 'zod';
import { languageOptions } from '../constants/options';

/**
 * GET /api/ai/languages: which engine answers and, per language and tool, what it writes in that
 * language and what stays as written, so a screen can say so before the seller submits.
 */
const toolCoverageSchema = z.object({
  translated: z.array(z.string()),
  asWritten: z.array(z.string()),
  notice: z.string().optional(),
});

export const aiLanguagesResponseSchema = z.object({
  /** 'builtin' for the built-in engine, 'model' when an OpenAI-compatible model answers. */
  engine: z.enum(['builtin', 'model']),
  languages: z.array(
    z.object({
      code: z.enum(languageOptions),
      label: z.string(),
      keywordResearch: toolCoverageSchema,
      productResearch: toolCoverageSchema,
      productOptimization: toolCoverageSchema,
    }),
  ),
});
export type AiLanguagesResponse = z.infer<typeof aiLanguagesResponseSchema>;
