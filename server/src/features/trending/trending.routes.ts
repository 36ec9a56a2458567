import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { trendingListSchema, trendingQuerySchema } from '@common/contracts/trending';
import type { Guards } from '../../lib/auth.js';
import { errorResponses, signedInErrors } from '../../lib/error-responses.js';
import type { TrendingService } from './trending.service.js';

export const trendingRoutes =
  ({ trending, guards }: { trending: TrendingService; guards: Guards }): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/trending-products',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['trending'],
          operationId: 'listTrendingProducts',
          summary: 'Trending products, optionally of one category, with every category',
          description: 'Active trending products by sort order and demand, and every active category.',
          security: [{ bearer: [] }],
          querystring: trendingQuerySchema,
          response: { 200: trendingListSchema, ...errorResponses(400, ...signedInErrors, 500) },
        },
      },
      (req) => trending.list(req.query.category),
    );
  };
