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
import {
  adminDocs,
  adminItemErrors,
  adminQueryErrors,
  adminRemoveErrors,
  adminWriteErrors,
} from './admin-route-schema.js';
import type { AdminUserListService } from './admin-user-list.service.js';
import type { AdminUserPlanService } from './admin-user-plan.service.js';
import type { AdminUsersService } from './admin-users.service.js';

const params = uuidParamsSchema;
const changed = { 200: adminUserSchema, ...adminWriteErrors };

/** /api/admin/users…: users and their plans. */
export const adminUsersRoutes =
  (list: AdminUserListService, users: AdminUsersService, plans: AdminUserPlanService): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/users',
      {
        schema: {
          ...adminDocs(
            'adminListUsers',
            'Users newest first, a page at a time: search by name or email, date-joined and plan filters.',
          ),
          querystring: adminUserListQuerySchema,
          response: { 200: adminUserListSchema, ...adminQueryErrors },
        },
      },
      (req) => list.list(req.query),
    );
    api.get(
      '/users/:id',
      {
        schema: {
          ...adminDocs('adminGetUser', 'One user with their current plan.'),
          params,
          response: { 200: adminUserSchema, ...adminItemErrors },
        },
      },
      (req) => users.view(req.params.id),
    );
    api.post(
      '/users',
      {
        schema: {
          ...adminDocs('adminCreateUser', 'Creates a verified user with the sign-up password rules.'),
          body: createUserRequestSchema,
          response: { 201: adminUserSchema, ...adminWriteErrors },
        },
      },
      async (req, reply) => reply.status(201).send(await users.create(currentUser(req), req.body)),
    );
    api.put(
      '/users/:id',
      {
        schema: {
          ...adminDocs(
            'adminUpdateUser',
            'Changes first name, last name, email or status; other fields are ignored.',
          ),
          params,
          body: updateUserRequestSchema,
          response: changed,
        },
      },
      (req) => users.update(currentUser(req), req.params.id, req.body),
    );
    api.delete(
      '/users/:id',
      {
        schema: {
          ...adminDocs(
            'adminDeleteUser',
            'Deletes a user and ends their sessions; their payments and invoices are kept, anonymised.',
          ),
          params,
          response: { 200: adminMessageSchema, ...adminRemoveErrors },
        },
      },
      (req) => users.remove(currentUser(req), req.params.id),
    );
    api.put(
      '/users/:id/role',
      {
        schema: {
          ...adminDocs(
            'adminSetUserRole',
            'Makes a user an admin or a seller; never the last admin or oneself.',
          ),
          params,
          body: updateUserRoleRequestSchema,
          response: changed,
        },
      },
      (req) => users.setRole(currentUser(req), req.params.id, req.body.role),
    );
    api.put(
      '/users/:id/status',
      {
        schema: {
          ...adminDocs(
            'adminSetUserStatus',
            'Activates or suspends a user; suspending ends every session at once.',
          ),
          params,
          body: updateUserStatusRequestSchema,
          response: changed,
        },
      },
      (req) => users.setStatus(currentUser(req), req.params.id, req.body.status),
    );
    api.post(
      '/users/:id/plan',
      {
        schema: {
          ...adminDocs(
            'adminAssignUserPlan',
            'Puts a user on a plan from now (or the dates given); limits apply at once.',
          ),
          params,
          body: assignPlanRequestSchema,
          response: changed,
        },
      },
      (req) => plans.assign(currentUser(req), req.params.id, req.body),
    );
    api.delete(
      '/users/:id/plan',
      {
        schema: {
          ...adminDocs(
            'adminRemoveUserPlan',
            "Takes a user back to the free state: the trial's days left, if any.",
          ),
          params,
          response: { 200: adminUserSchema, ...adminRemoveErrors },
        },
      },
      (req) => plans.remove(currentUser(req), req.params.id),
    );
  };
