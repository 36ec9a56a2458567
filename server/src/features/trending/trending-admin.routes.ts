import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTrendingProductSchema,
  trendingIdParamsSchema,
  trendingProductInputSchema,
  trendingToggleSchema,
} from '@common/contracts/trending';
import { currentUser } from '../../lib/auth.js';
import { bodyErrors, errorResponses, signedInErrors } from '../../lib/error-responses.js';
import type { TrendingAdminService } from './trending-admin.service.js';

const docs = { tags: ['trending'], security: [{ bearer: [] }] };
const byIdErrors = errorResponses(400, ...signedInErrors, 404, 500);
const writeErrors = errorResponses(...bodyErrors, ...signedInErrors, 409, 500);
const writeByIdErrors = errorResponses(...bodyErrors, ...signedInErrors, 404, 409, 500);

/** /api/admin/trending-products…; the caller registers it behind the admin guard. */
export const trendingAdminRoutes =
  (trending: TrendingAdminService): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/admin/trending-products',
      {
        schema: {
          ...docs,
          operationId: 'listAdminTrendingProducts',
          description: 'Every trending product, active or not, in sort order (administrators).',
          response: {
            200: z.array(adminTrendingProductSchema),
            ...errorResponses(...signedInErrors, 500),
          },
        },
      },
      () => trending.list(),
    );
    api.post(
      '/admin/trending-products',
      {
        schema: {
          ...docs,
          operationId: 'createTrendingProduct',
          description: 'Adds a trending product; its description is sanitised (administrators).',
          body: trendingProductInputSchema,
          response: { 201: adminTrendingProductSchema, ...writeErrors },
        },
      },
      async (req, reply) => reply.status(201).send(await trending.create(currentUser(req), req.body)),
    );
    api.put(
      '/admin/trending-products/:id',
      {
        schema: {
          ...docs,
          operationId: 'updateTrendingProduct',
          description: 'Replaces a trending product; its description is sanitised (administrators).',
          params: trendingIdParamsSchema,
          body: trendingProductInputSchema,
          response: { 200: adminTrendingProductSchema, ...writeByIdErrors },
        },
      },
      (req) => trending.update(currentUser(req), req.params.id, req.body),
    );
    api.delete(
      '/admin/trending-products/:id',
      {
        schema: {
          ...docs,
          operationId: 'deleteTrendingProduct',
          description: 'Deletes a trending product (administrators).',
          params: trendingIdParamsSchema,
          response: { 204: z.null().describe('Deleted'), ...byIdErrors },
        },
      },
      async (req, reply) => {
        await trending.remove(currentUser(req), req.params.id);
        return reply.status(204).send(null);
      },
    );
    api.put(
      '/admin/trending-products/:id/toggle',
      {
        schema: {
          ...docs,
          operationId: 'toggleTrendingProduct',
          description: "Switches a trending product on or off for the sellers' list (administrators).",
          params: trendingIdParamsSchema,
          body: trendingToggleSchema,
          response: {
            200: adminTrendingProductSchema,
            ...errorResponses(...bodyErrors, ...signedInErrors, 404, 500),
          },
        },
      },
      (req) => trending.toggle(currentUser(req), req.params.id, req.body.is_active),
    );
  };
