import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { usageHistoryQuerySchema, usageHistoryResponseSchema } from '@common/contracts/history';
import type { AppContext } from '../../context.js';
import { currentUser, requireUser } from '../../lib/auth.js';
import { historyService } from './history.service.js';

export const historyRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const usage = historyService(ctx.database.db);
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
