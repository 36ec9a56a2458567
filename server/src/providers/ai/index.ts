import type { AiEngine } from '@common/contracts/ai';
import type { Env } from '../../env.js';
import { builtinEngine } from './builtin/index.js';
import { openAiEngine } from './openai/openai-engine.js';
import type { AnswerReviews } from './openai/review.js';

/**
 * An OpenAI-compatible model when AI_API_KEY is set, the built-in engine otherwise.
 * AI_TIMEOUT_MS is the time one model answer may take; AI_MAX_RETRIES how often a transient failure is
 * retried. The whole call may take one answer per attempt plus one for the listing guard's review (`reviews`).
 */
export const createAiEngine = (env: Env, reviews?: AnswerReviews): AiEngine =>
  env.AI_API_KEY
    ? openAiEngine({
        apiKey: env.AI_API_KEY,
        baseURL: env.AI_BASE_URL,
        model: env.AI_MODEL,
        attemptTimeoutMs: env.AI_TIMEOUT_MS,
        maxAttempts: env.AI_MAX_RETRIES + 1,
        totalTimeoutMs: env.AI_TIMEOUT_MS * (env.AI_MAX_RETRIES + 2),
        reviews,
      })
    : builtinEngine;
