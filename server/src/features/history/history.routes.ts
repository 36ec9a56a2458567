import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  usageDailyQuerySchema,
  usageDailyResponseSchema,
  usageHistoryItemParamsSchema,
  usageHistoryItemSchema,
  usageHistoryQuerySchema,
  usageHistoryResponseSchema,
} from '@common/contracts/history';
import { currentUser, type Guards } from '../../lib/auth.js';
import { errorResponses, signedInErrors } from '../../lib/error-responses.js';
import type { HistoryService } from './history.service.js';

export const historyRoutes =
  ({ history, guards }: { history: HistoryService; guards: Guards }): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/usage/history',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['history'],
          operationId: 'getUsageHistory',
          description:
            "The seller's AI calls, newest first, one page at a time, with statistics per tool and plan.",
          security: [{ bearer: [] }],
          querystring: usageHistoryQuerySchema,
          response: { 200: usageHistoryResponseSchema, ...errorResponses(400, ...signedInErrors, 500) },
        },
      },
      (req) => history.history(currentUser(req).id, req.query),
    );

    app.withTypeProvider<ZodTypeProvider>().get(
      '/usage/history/daily',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['history'],
          operationId: 'getUsageDaily',
          description:
            "The seller's calls per India day of a period (the last 30 days by default), for a chart.",
          security: [{ bearer: [] }],
          querystring: usageDailyQuerySchema,
          response: { 200: usageDailyResponseSchema, ...errorResponses(400, ...signedInErrors, 500) },
        },
      },
      (req) => history.daily(currentUser(req).id, req.query),
    );

    app.withTypeProvider<ZodTypeProvider>().get(
      '/usage/history/:id',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['history'],
          operationId: 'getUsageHistoryItem',
          description:
            "One of the seller's own AI calls with its request and answer, to open it again in its tool.",
          security: [{ bearer: [] }],
          params: usageHistoryItemParamsSchema,
          response: { 200: usageHistoryItemSchema, ...errorResponses(400, ...signedInErrors, 404, 500) },
        },
      },
      (req) => history.item(currentUser(req).id, req.params.id),
    );
  };
