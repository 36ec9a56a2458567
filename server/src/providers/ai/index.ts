import type { AiEngine } from '@common/contracts/ai';
import type { Env } from '../../env.js';
import { builtinEngine } from './builtin/index.js';
import { openAiEngine } from './openai/openai-engine.js';

/** An OpenAI-compatible model when AI_API_KEY is set, the built-in engine otherwise (DESIGN.md §1). */
export const createAiEngine = (env: Env): AiEngine =>
  env.AI_API_KEY
    ? openAiEngine({ apiKey: env.AI_API_KEY, baseURL: env.AI_BASE_URL, model: env.AI_MODEL })
    : builtinEngine;
