import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { trendingListSchema, trendingQuerySchema } from '@common/contracts/trending';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../lib/auth.js';
import { trendingService } from './trending.service.js';

export const trendingRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const trending = trendingService(ctx.database.db);
    app.withTypeProvider<ZodTypeProvider>().get(
      '/trending-products',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['trending'],
          summary: 'Trending products, optionally of one category, with every category',
          security: [{ bearer: [] }],
          querystring: trendingQuerySchema,
          response: { 200: trendingListSchema },
        },
      },
      (req) => trending.list(req.query.category),
    );
  };
