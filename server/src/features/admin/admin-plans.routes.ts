import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminMessageSchema, uuidParamsSchema } from '@common/contracts/admin';
import {
  adminPlanListSchema,
  adminPlanRequestSchema,
  adminPlanSchema,
  adminPlanUpdateSchema,
} from '@common/contracts/admin-plans';
import { currentUser } from '../../lib/auth.js';
import { adminDocs, adminErrors } from './admin-route-schema.js';
import type { AdminPlansService } from './admin-plans.service.js';

const params = uuidParamsSchema;

/** /api/admin/pricing/plans…: spec 02 §7. */
export const adminPlansRoutes =
  (plans: AdminPlansService): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/pricing/plans',
      { schema: { ...adminDocs, response: { 200: adminPlanListSchema, ...adminErrors } } },
      () => plans.list(),
    );
    api.post(
      '/pricing/plans',
      {
        schema: {
          ...adminDocs,
          body: adminPlanRequestSchema,
          response: { 201: adminPlanSchema, ...adminErrors },
        },
      },
      async (req, reply) => reply.status(201).send(await plans.create(currentUser(req), req.body)),
    );
    api.put(
      '/pricing/plans/:id',
      {
        schema: {
          ...adminDocs,
          params,
          body: adminPlanUpdateSchema,
          response: { 200: adminPlanSchema, ...adminErrors },
        },
      },
      (req) => plans.update(currentUser(req), req.params.id, req.body),
    );
    api.delete(
      '/pricing/plans/:id',
      { schema: { ...adminDocs, params, response: { 200: adminMessageSchema, ...adminErrors } } },
      (req) => plans.remove(currentUser(req), req.params.id),
    );
  };
