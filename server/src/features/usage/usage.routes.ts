import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { usageHistoryQuerySchema, usageHistoryResponseSchema } from '@common/contracts/usage';
import type { AppContext } from '../../context.js';
import { currentUser, requireUser } from '../../lib/auth.js';
import { usageService } from './usage.service.js';

export const usageRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const usage = usageService(ctx.database.db);
    app.withTypeProvider<ZodTypeProvider>().get(
      '/usage/history',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['usage'],
          security: [{ bearer: [] }],
          querystring: usageHistoryQuerySchema,
          response: { 200: usageHistoryResponseSchema },
        },
      },
      (req) => usage.history(currentUser(req).id, req.query),
    );
  };
