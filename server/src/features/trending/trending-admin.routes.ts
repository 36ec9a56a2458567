import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@common/contracts/errors';
import {
  adminTrendingProductSchema,
  trendingIdParamsSchema,
  trendingProductInputSchema,
  trendingToggleSchema,
} from '@common/contracts/trending';
import { currentUser } from '../../lib/auth.js';
import type { TrendingAdminService } from './trending-admin.service.js';

const docs = { tags: ['trending', 'admin'], security: [{ bearer: [] }] };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** /api/admin/trending-products… (spec 02 §7); the caller registers it behind the admin guard. */
export const trendingAdminRoutes =
  (trending: TrendingAdminService): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/admin/trending-products',
      { schema: { ...docs, response: { 200: z.array(adminTrendingProductSchema), ...errors } } },
      () => trending.list(),
    );
    api.post(
      '/admin/trending-products',
      {
        schema: {
          ...docs,
          body: trendingProductInputSchema,
          response: { 201: adminTrendingProductSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (req, reply) => reply.status(201).send(await trending.create(currentUser(req), req.body)),
    );
    api.put(
      '/admin/trending-products/:id',
      {
        schema: {
          ...docs,
          params: trendingIdParamsSchema,
          body: trendingProductInputSchema,
          response: { 200: adminTrendingProductSchema, ...errors, 409: apiErrorSchema },
        },
      },
      (req) => trending.update(currentUser(req), req.params.id, req.body),
    );
    api.delete(
      '/admin/trending-products/:id',
      { schema: { ...docs, params: trendingIdParamsSchema, response: { 204: z.null(), ...errors } } },
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
          params: trendingIdParamsSchema,
          body: trendingToggleSchema,
          response: { 200: adminTrendingProductSchema, ...errors },
        },
      },
      (req) => trending.toggle(currentUser(req), req.params.id, req.body.is_active),
    );
  };
