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
import { aiLanguagesResponseSchema } from '@common/contracts/ai-languages';
import { idempotencyHeadersSchema } from '@common/contracts/idempotency';
import { currentUser, type Guards } from '../../lib/auth.js';
import { bodyErrors, errorResponses, quotaResponses, signedInErrors } from '../../lib/error-responses.js';
import type { AiService } from './ai.service.js';

const tags = ['ai'];
const bearer = [{ bearer: [] }];
/** Every AI call: bad input, not signed in, quota refusals, a reused Idempotency-Key (409), a failed provider (502). */
const aiErrors = {
  ...errorResponses(...bodyErrors, ...signedInErrors, 409, 500, 502),
  ...quotaResponses,
};

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
          operationId: 'keywordResearch',
          description: 'Keyword research for a product on one marketplace; metered against the plan.',
          security: bearer,
          headers: idempotencyHeadersSchema,
          body: keywordResearchRequestSchema,
          response: { 200: keywordResearchResponseSchema, ...aiErrors },
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
          operationId: 'productResearch',
          description:
            'Product research (demand, competition, pricing) on one marketplace; metered against the plan.',
          security: bearer,
          headers: idempotencyHeadersSchema,
          body: productResearchRequestSchema,
          response: { 200: productResearchResponseSchema, ...aiErrors },
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
          operationId: 'productOptimization',
          description:
            'Listing optimization (title, description, keywords) for one marketplace; metered against the plan.',
          security: bearer,
          headers: idempotencyHeadersSchema,
          body: productOptimizationRequestSchema,
          response: { 200: productOptimizationResponseSchema, ...aiErrors },
        },
      },
      (req) => ai.productOptimization(callOf(req, req.body)),
    );
    api.get(
      '/ai/languages',
      {
        ...guarded,
        schema: {
          tags,
          operationId: 'aiLanguages',
          description: 'What the configured AI engine writes in each language, per tool; not metered.',
          security: bearer,
          response: { 200: aiLanguagesResponseSchema, ...errorResponses(...signedInErrors, 500) },
        },
      },
      () => ai.languages(),
    );
  };
