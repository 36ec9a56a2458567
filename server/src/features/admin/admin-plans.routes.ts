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
import { adminDocs, adminReadErrors, adminRemoveErrors, adminWriteErrors } from './admin-route-schema.js';
import type { AdminPlansService } from './admin-plans.service.js';

const params = uuidParamsSchema;

/** /api/admin/pricing/plans…: the admin's plan list and its writes. */
export const adminPlansRoutes =
  (plans: AdminPlansService): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/pricing/plans',
      {
        schema: {
          ...adminDocs(
            'adminListPlans',
            'Every plan, active and inactive, with its limits and subscriber count.',
          ),
          response: { 200: adminPlanListSchema, ...adminReadErrors },
        },
      },
      () => plans.list(),
    );
    api.post(
      '/pricing/plans',
      {
        schema: {
          ...adminDocs('adminCreatePlan', 'Creates a plan with its limits keyed by tool identifier.'),
          body: adminPlanRequestSchema,
          response: { 201: adminPlanSchema, ...adminWriteErrors },
        },
      },
      async (req, reply) => reply.status(201).send(await plans.create(currentUser(req), req.body)),
    );
    api.put(
      '/pricing/plans/:id',
      {
        schema: {
          ...adminDocs(
            'adminUpdatePlan',
            'Changes a plan; limits reach its subscribers at once, a price the next payment.',
          ),
          params,
          body: adminPlanUpdateSchema,
          response: { 200: adminPlanSchema, ...adminWriteErrors },
        },
      },
      (req) => plans.update(currentUser(req), req.params.id, req.body),
    );
    api.put(
      '/pricing/plans/:id/signup',
      {
        schema: {
          ...adminDocs(
            'adminSetSignupPlan',
            'Makes this plan the one every new seller starts on: an active trial plan allowing at least one AI call (400 otherwise).',
          ),
          params,
          response: { 200: adminMessageSchema, ...adminWriteErrors },
        },
      },
      (req) => plans.makeSignupPlan(currentUser(req), req.params.id),
    );
    api.delete(
      '/pricing/plans/:id',
      {
        schema: {
          ...adminDocs(
            'adminDeletePlan',
            'Deletes a plan nobody is on (409 otherwise: deactivate it instead).',
          ),
          params,
          response: { 200: adminMessageSchema, ...adminRemoveErrors },
        },
      },
      (req) => plans.remove(currentUser(req), req.params.id),
    );
  };
