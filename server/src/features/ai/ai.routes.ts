import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toolIds, type ToolKey } from '@common/constants/tools';
import {
  keywordResearchRequestSchema,
  keywordResearchResponseSchema,
  productOptimizationRequestSchema,
  productOptimizationResponseSchema,
  productResearchRequestSchema,
  productResearchResponseSchema,
} from '@common/contracts/ai';
import type { AppContext } from '../../context.js';
import { currentUser, requireUser } from '../../lib/auth.js';
import { badRequest } from '../../lib/errors.js';
import { createCounterStore, rateLimiter } from '../../lib/rate-limit.js';
import { quotaService } from '../plans/quota.service.js';
import { toolsService } from '../tools/tools.service.js';

/** Bursts per seller, on top of the plan's quota: a runaway script cannot flood the AI provider. */
const tags = ['ai'];
const aiBurst = { name: 'ai:burst', max: 20, windowMs: 60_000 };

const idempotencyKeyOf = (req: FastifyRequest) => {
  const key = req.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !/^[A-Za-z0-9_.:-]{8,128}$/.test(key)) {
    throw badRequest('The Idempotency-Key header must be 8 to 128 letters, digits or - _ . :');
  }
  return key;
};

/** POST /api/ai/*: every call goes through the quota service and lands in the usage history. */
export const aiRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const quota = quotaService(ctx);
    const tools = toolsService(ctx.database.db);
    const store = createCounterStore(ctx.env, app.log);
    app.addHook('onClose', () => store.close());
    const limiter = rateLimiter(store, ctx.clock);
    const api = app.withTypeProvider<ZodTypeProvider>();

    const bearer = [{ bearer: [] }];
    /** A switched-off tool refuses first; then the burst limit and the metered call (reserve, work, record). */
    const run = async <T>(req: FastifyRequest, key: ToolKey, input: unknown, work: () => Promise<T>) => {
      const userId = currentUser(req).id;
      await tools.assertEnabled(toolIds[key]);
      await limiter.consume(aiBurst, userId);
      return quota.meter({
        userId,
        toolId: toolIds[key],
        usageType: key,
        request: input,
        idempotencyKey: idempotencyKeyOf(req),
        work,
      });
    };
    const guarded = { onRequest: requireUser(ctx) };

    api.post(
      '/ai/keyword-research',
      {
        ...guarded,
        schema: {
          tags,
          security: bearer,
          body: keywordResearchRequestSchema,
          response: { 200: keywordResearchResponseSchema },
        },
      },
      (req) => run(req, 'keyword_research', req.body, () => ctx.ai.keywordResearch(req.body)),
    );
    api.post(
      '/ai/product-research',
      {
        ...guarded,
        schema: {
          tags,
          security: bearer,
          body: productResearchRequestSchema,
          response: { 200: productResearchResponseSchema },
        },
      },
      (req) => run(req, 'product_research', req.body, () => ctx.ai.productResearch(req.body)),
    );
    api.post(
      '/ai/product-optimization',
      {
        ...guarded,
        schema: {
          tags,
          security: bearer,
          body: productOptimizationRequestSchema,
          response: { 200: productOptimizationResponseSchema },
        },
      },
      (req) => run(req, 'product_optimization', req.body, () => ctx.ai.productOptimization(req.body)),
    );
  };
