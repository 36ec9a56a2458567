import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { trendingListSchema, trendingQuerySchema } from '@common/contracts/trending';
import type { Guards } from '../../lib/auth.js';
import { errorResponses, signedInErrors } from '../../lib/error-responses.js';
import { trendingAdminRoutes } from './trending-admin.routes.js';
import type { TrendingAdminService } from './trending-admin.service.js';
import type { TrendingService } from './trending.service.js';

export const trendingRoutes =
  ({
    trending,
    trendingAdmin,
    guards,
  }: {
    trending: TrendingService;
    trendingAdmin: TrendingAdminService;
    guards: Guards;
  }): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/trending-products',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['trending'],
          operationId: 'listTrendingProducts',
          summary: 'A page of the trending products (category, name search, order) with every category',
          description:
            'Active trending products of one category or all, whose names contain the search, in the asked ' +
            'order, a page at a time, with how many match and every active category.',
          security: [{ bearer: [] }],
          querystring: trendingQuerySchema,
          response: { 200: trendingListSchema, ...errorResponses(400, ...signedInErrors, 500) },
        },
      },
      (req) => trending.list(req.query),
    );
    // The back office's routes: the admin guard on every request, before the body is read; never cached.
    await app.register(async (admin) => {
      admin.addHook('onRequest', guards.requireAdmin);
      admin.addHook('onSend', async (_req, reply) => void reply.header('cache-control', 'no-store'));
      await admin.register(trendingAdminRoutes(trendingAdmin));
    });
  };
