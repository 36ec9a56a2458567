import OpenAI from 'openai';
import type { z } from 'zod';
import {
  keywordResearchResultSchema,
  productOptimizationResultSchema,
  productResearchResultSchema,
  type AiEngine,
} from '@common/contracts/ai';
import { AiProviderError } from '../ai-provider-error.js';
import { strictJsonSchema } from './json-schema.js';
import { prompts } from './prompts.js';
import type { AnswerReviews, Review } from './review.js';

export interface OpenAiEngineOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Per attempt (default 30 s) and for the whole call including retries (default 60 s). */
  attemptTimeoutMs?: number;
  totalTimeoutMs?: number;
  /** Attempts for transient failures (408, 429, 5xx, network). */
  maxAttempts?: number;
  /** Base of the jittered backoff between attempts. */
  backoffMs?: number;
  /** The listing guard's review of an answer, sent back to the model once; none, no review round. */
  reviews?: AnswerReviews;
}

const aiProviderFailed = (message: string) => new AiProviderError(message);

/** Built once per contract schema, not per call. */
const schemas = new WeakMap<z.ZodType, Record<string, unknown>>();
const schemaOf = (schema: z.ZodType) => {
  let json = schemas.get(schema);
  if (!json) schemas.set(schema, (json = strictJsonSchema(schema)));
  return json;
};

const transient = (status: number | undefined) =>
  status === undefined || status === 408 || status === 429 || status >= 500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Any OpenAI-compatible chat-completions API: structured output from the shared contract, checked locally. */
export function openAiEngine(options: OpenAiEngineOptions): AiEngine {
  const {
    model,
    attemptTimeoutMs = 30_000,
    totalTimeoutMs = 60_000,
    maxAttempts = 3,
    backoffMs = 500,
    reviews,
  } = options;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: attemptTimeoutMs,
  });
  let jsonSchemaSupported = true;

  async function complete<S extends z.ZodType>(
    name: string,
    schema: S,
    prompt: { system: string; user: string },
    review?: Review<z.infer<S>>,
  ) {
    const deadline = Date.now() + totalTimeoutMs;
    const jsonSchema = schemaOf(schema);
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
      { role: 'system', content: prompt.system },
      {
        role: 'user',
        content: `${prompt.user}\n\nJSON schema of the answer:\n${JSON.stringify(jsonSchema)}`,
      },
    ];
    let invalidAnswers = 0;
    let transientFailures = 0;
    let reviewed = false;
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) throw aiProviderFailed('The AI service did not answer in time. Please try again.');
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create(
          {
            model,
            messages,
            temperature: 0.4,
            response_format: jsonSchemaSupported
              ? { type: 'json_schema', json_schema: { name, schema: jsonSchema, strict: true } }
              : { type: 'json_object' },
          },
          { timeout: Math.min(attemptTimeoutMs, left) },
        );
        content = completion.choices[0]?.message?.content;
      } catch (error) {
        const status = error instanceof OpenAI.APIError ? error.status : undefined;
        if (
          status === 400 &&
          jsonSchemaSupported &&
          /response_format|json_schema/i.test(String((error as Error).message))
        ) {
          jsonSchemaSupported = false; // an older server: ask for a JSON object and rely on the schema in the prompt
          continue;
        }
        if (!transient(status) || ++transientFailures >= maxAttempts) {
          throw aiProviderFailed(
            status
              ? `The AI service refused the request (HTTP ${status}).`
              : 'The AI service could not be reached.',
          );
        }
        await sleep(
          Math.min(
            backoffMs * 2 ** (transientFailures - 1) * (0.5 + Math.random()),
            Math.max(0, deadline - Date.now()),
          ),
        );
        continue;
      }
      const parsed = schema.safeParse(parseJson(content));
      if (parsed.success) {
        // The listing guard's findings go back to the model once; what still fails is repaired by the guard.
        const feedback = review && !reviewed ? review(parsed.data as z.infer<S>) : null;
        if (!feedback) return parsed.data as z.infer<S>;
        reviewed = true;
        messages.push({ role: 'assistant', content: content ?? '' }, { role: 'user', content: feedback });
        continue;
      }
      if (++invalidAnswers > 1)
        throw aiProviderFailed('The AI service gave an answer in the wrong shape twice.');
      messages.push(
        { role: 'assistant', content: content ?? '' },
        {
          role: 'user',
          content: `That answer did not match the schema (${parsed.error.issues[0]?.message}). Answer again with only the JSON object.`,
        },
      );
    }
  }

  const meta = { source: model, isEstimate: true };
  return {
    keywordResearch: async (r) => ({
      ...(await complete(
        'keyword_research',
        keywordResearchResultSchema,
        prompts.keywordResearch(r),
        reviews?.keywordResearch(r),
      )),
      ...meta,
    }),
    productResearch: async (r) => ({
      ...(await complete(
        'product_research',
        productResearchResultSchema,
        prompts.productResearch(r),
        reviews?.productResearch(r),
      )),
      ...meta,
    }),
    productOptimization: async (r) => ({
      ...(await complete(
        'product_optimization',
        productOptimizationResultSchema,
        prompts.productOptimization(r),
        reviews?.productOptimization(r),
      )),
      ...meta,
    }),
  };
}

function parseJson(content: string | null | undefined): unknown {
  try {
    return JSON.parse((content ?? '').replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    return undefined;
  }
}
