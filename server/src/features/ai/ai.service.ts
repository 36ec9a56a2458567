import { toolIds, type ToolKey } from '@common/constants/tools';
import type {
  AiEngine,
  KeywordResearchRequest,
  ProductOptimizationRequest,
  ProductResearchRequest,
} from '@common/contracts/ai';
import { errorCodes } from '@common/contracts/errors';
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { AiProviderError } from '../../providers/ai/ai-provider-error.js';
import type { QuotaService } from '../plans/quota.service.js';

/** Bursts per seller, on top of the plan's quota: a runaway script cannot flood the AI provider. */
const aiBurst = { name: 'ai:burst', max: 20, windowMs: 60_000 };

/** A seller's call of one AI tool: who asks, and the Idempotency-Key header that makes a retry safe. */
export interface AiCall<Input> {
  userId: string;
  input: Input;
  idempotencyKey: string | string[] | undefined;
}

const idempotencyKeyOf = (key: AiCall<unknown>['idempotencyKey']) => {
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !/^[A-Za-z0-9_.:-]{8,128}$/.test(key)) {
    throw badRequest('The Idempotency-Key header must be 8 to 128 letters, digits or - _ . :');
  }
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

/** The three AI tools: every call goes through the quota service and lands in the usage history. */
export const aiService = (
  ctx: AppContext,
  { quota, limiter }: { quota: QuotaService; limiter: RateLimiter },
) => {
  const engine: AiEngine = ctx.ai;
  /** Burst limit, then the metered call: reserve, work, record, give back on failure. */
  const run = async <T>(key: ToolKey, call: AiCall<unknown>, work: () => Promise<T>) => {
    await limiter.consume(aiBurst, call.userId);
    return quota.meter({
      userId: call.userId,
      toolId: toolIds[key],
      usageType: key,
      request: call.input,
      idempotencyKey: idempotencyKeyOf(call.idempotencyKey),
      work: () => providerAnswer(work),
    });
  };
  return {
    keywordResearch: (call: AiCall<KeywordResearchRequest>) =>
      run('keyword_research', call, () => engine.keywordResearch(call.input)),
    productResearch: (call: AiCall<ProductResearchRequest>) =>
      run('product_research', call, () => engine.productResearch(call.input)),
    productOptimization: (call: AiCall<ProductOptimizationRequest>) =>
      run('product_optimization', call, () => engine.productOptimization(call.input)),
  };
};
export type AiService = ReturnType<typeof aiService>;
