import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  keywordResearchRequestSchema,
  keywordResearchResponseSchema,
  productOptimizationRequestSchema,
  productOptimizationResponseSchema,
  productResearchRequestSchema,
  productResearchResponseSchema,
} from '@common/contracts/ai';
import { currentUser, type Guards } from '../../lib/auth.js';
import type { AiService } from './ai.service.js';

const tags = ['ai'];
const bearer = [{ bearer: [] }];

/** POST /api/ai/*: thin; the AI service meters every call. */
export const aiRoutes =
  ({ ai, guards }: { ai: AiService; guards: Guards }): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const callOf = <Input>(req: FastifyRequest, input: Input) => ({
      userId: currentUser(req).id,
      input,
      idempotencyKey: req.headers['idempotency-key'],
    });
    const guarded = { onRequest: guards.requireUser };

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
      (req) => ai.keywordResearch(callOf(req, req.body)),
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
      (req) => ai.productResearch(callOf(req, req.body)),
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
      (req) => ai.productOptimization(callOf(req, req.body)),
    );
  };
