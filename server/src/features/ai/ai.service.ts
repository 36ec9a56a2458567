import { idempotencyKeyMessage, idempotencyKeyPattern } from '@common/contracts/idempotency';
import { toolIds, type ToolKey } from '@common/constants/tools';
import type {
  AiEngine,
  KeywordResearchRequest,
  ProductOptimizationRequest,
  ProductResearchRequest,
} from '@common/contracts/ai';
import { errorCodes } from '@common/contracts/errors';
import { withoutUnstorableText } from '@common/contracts/storable-text';
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { AiProviderError } from '../../providers/ai/ai-provider-error.js';
import type { QuotaService } from '../plans/quota.service.js';
import type { ToolsService } from '../tools/tools.service.js';
import { guardedKeywordResearch, guardedProductOptimization, guardedProductResearch } from './ai-guard.js';
import { aiLanguages } from './ai-languages.js';

/** Bursts per seller, on top of the plan's quota: a runaway script cannot flood the AI provider. */
const aiBurst = { name: 'ai:burst', max: 20, windowMs: 60_000 };

/** A seller's call of one AI tool: who asks, and the Idempotency-Key header that makes a retry safe. */
export interface AiCall<Input> {
  userId: string;
  input: Input;
  idempotencyKey: string | string[] | undefined;
  /** Paced by the server (a bulk job's worker, one call at a time): no burst limit to protect against. */
  paced?: boolean;
}

const idempotencyKeyOf = (key: AiCall<unknown>['idempotencyKey']) => {
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !idempotencyKeyPattern.test(key)) throw badRequest(idempotencyKeyMessage);
  return key;
};

/** A provider's failure is the seller's 502 AI_PROVIDER_FAILED, with the provider's message. */
async function providerAnswer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AiProviderError) throw new AppError(502, errorCodes.aiProviderFailed, error.message);
    throw error;
  }
}

/** An engine's answer with the characters the database cannot store taken out (a model may send them). */
const storable = async <T>(answer: Promise<T>): Promise<T> => withoutUnstorableText(await answer);

/**
 * The three AI tools: every call goes through the quota service and lands in the usage history; every answer
 * passes the listing guard (ai-guard.ts) inside the metered work, so what is stored is what was checked.
 */
export const aiService = (
  ctx: AppContext,
  { quota, limiter, tools }: { quota: QuotaService; limiter: RateLimiter; tools: ToolsService },
) => {
  const engine: AiEngine = ctx.ai;
  /**
   * A switched-off tool refuses first; then the metered call: a finished Idempotency-Key's answer again, or
   * the burst limit, reserve, work, record. A replay does nothing, so it does not count toward the burst.
   */
  const run = async <T>(key: ToolKey, call: AiCall<unknown>, work: () => Promise<T>) => {
    await tools.assertEnabled(toolIds[key]);
    return quota.meter({
      userId: call.userId,
      toolId: toolIds[key],
      request: call.input,
      idempotencyKey: idempotencyKeyOf(call.idempotencyKey),
      admit: call.paced ? undefined : () => limiter.consume(aiBurst, call.userId),
      work: () => providerAnswer(work),
    });
  };
  return {
    keywordResearch: (call: AiCall<KeywordResearchRequest>) =>
      run('keyword_research', call, async () =>
        guardedKeywordResearch(call.input, await storable(engine.keywordResearch(call.input))),
      ),
    productResearch: (call: AiCall<ProductResearchRequest>) =>
      run('product_research', call, async () =>
        guardedProductResearch(call.input, await storable(engine.productResearch(call.input))),
      ),
    productOptimization: (call: AiCall<ProductOptimizationRequest>) =>
      run('product_optimization', call, async () =>
        guardedProductOptimization(call.input, await storable(engine.productOptimization(call.input))),
      ),
    /** What the configured engine writes in each language, for the screens to say before the seller submits. */
    languages: () => aiLanguages(ctx.env),
  };
};
export type AiService = ReturnType<typeof aiService>;
