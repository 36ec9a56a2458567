import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@common/contracts/errors';
import { trendingListSchema, trendingQuerySchema } from '@common/contracts/trending';
import type { AppContext } from '../../context.js';
import { requireAdmin, requireUser } from '../../lib/auth.js';
import { trendingAdminRoutes } from './trending-admin.routes.js';
import { trendingAdminService } from './trending-admin.service.js';
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
          summary: 'A page of the trending products (category, name search, order) with every category',
          security: [{ bearer: [] }],
          querystring: trendingQuerySchema,
          response: { 200: trendingListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      (req) => trending.list(req.query),
    );
    // The back office's routes: the admin guard on every request, before the body is read; never cached.
    await app.register(async (admin) => {
      admin.addHook('onRequest', requireAdmin(ctx));
      admin.addHook('onSend', async (_req, reply) => void reply.header('cache-control', 'no-store'));
      await admin.register(trendingAdminRoutes(trendingAdminService(ctx)));
    });
  };
