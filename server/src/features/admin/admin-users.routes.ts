import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMessageSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  assignPlanRequestSchema,
  createUserRequestSchema,
  updateUserRequestSchema,
  updateUserRoleRequestSchema,
  updateUserStatusRequestSchema,
  uuidParamsSchema,
} from '@common/contracts/admin';
import { currentUser } from '../../lib/auth.js';
import { adminDocs, adminErrors } from './admin-route-schema.js';
import type { AdminUserListService } from './admin-user-list.service.js';
import type { AdminUserPlanService } from './admin-user-plan.service.js';
import type { AdminUsersService } from './admin-users.service.js';

const params = uuidParamsSchema;
const user = { 200: adminUserSchema, ...adminErrors };

/** /api/admin/users…: spec 02 §7, users and their plans. */
export const adminUsersRoutes =
  (list: AdminUserListService, users: AdminUsersService, plans: AdminUserPlanService): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/users',
      {
        schema: {
          ...adminDocs,
          querystring: adminUserListQuerySchema,
          response: { 200: adminUserListSchema, ...adminErrors },
        },
      },
      (req) => list.list(req.query),
    );
    api.get('/users/:id', { schema: { ...adminDocs, params, response: user } }, (req) =>
      users.view(req.params.id),
    );
    api.post(
      '/users',
      {
        schema: {
          ...adminDocs,
          body: createUserRequestSchema,
          response: { 201: adminUserSchema, ...adminErrors },
        },
      },
      async (req, reply) => reply.status(201).send(await users.create(currentUser(req), req.body)),
    );
    api.put(
      '/users/:id',
      { schema: { ...adminDocs, params, body: updateUserRequestSchema, response: user } },
      (req) => users.update(currentUser(req), req.params.id, req.body),
    );
    api.delete(
      '/users/:id',
      { schema: { ...adminDocs, params, response: { 200: adminMessageSchema, ...adminErrors } } },
      (req) => users.remove(currentUser(req), req.params.id),
    );
    api.put(
      '/users/:id/role',
      { schema: { ...adminDocs, params, body: updateUserRoleRequestSchema, response: user } },
      (req) => users.setRole(currentUser(req), req.params.id, req.body.role),
    );
    api.put(
      '/users/:id/status',
      { schema: { ...adminDocs, params, body: updateUserStatusRequestSchema, response: user } },
      (req) => users.setStatus(currentUser(req), req.params.id, req.body.status),
    );
    api.post(
      '/users/:id/plan',
      { schema: { ...adminDocs, params, body: assignPlanRequestSchema, response: user } },
      (req) => plans.assign(currentUser(req), req.params.id, req.body),
    );
    api.delete('/users/:id/plan', { schema: { ...adminDocs, params, response: user } }, (req) =>
      plans.remove(currentUser(req), req.params.id),
    );
  };
