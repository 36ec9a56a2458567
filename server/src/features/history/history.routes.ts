import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { usageHistoryQuerySchema, usageHistoryResponseSchema } from '@common/contracts/history';
import { currentUser, type Guards } from '../../lib/auth.js';
import type { HistoryService } from './history.service.js';

export const historyRoutes =
  ({ history, guards }: { history: HistoryService; guards: Guards }): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/usage/history',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['usage'],
          security: [{ bearer: [] }],
          querystring: usageHistoryQuerySchema,
          response: { 200: usageHistoryResponseSchema },
        },
      },
      (req) => history.history(currentUser(req).id, req.query),
    );
  };
