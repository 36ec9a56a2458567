import type { FastifyPluginAsync } from 'fastify';
import type { Guards } from '../../lib/auth.js';
import { adminAnalyticsRoutes } from './admin-analytics.routes.js';
import { adminPlansRoutes } from './admin-plans.routes.js';
import { adminToolsRoutes } from './admin-tools.routes.js';
import { adminUsersRoutes } from './admin-users.routes.js';
import type { AdminService } from './admin.service.js';
import { auditRoutes } from './audit.routes.js';

/**
 * /api/admin/*: every route in this plugin runs the admin guard on each request (token, session, and the role
 * and status read from the database), before its body is read. Answers are never cached.
 */
export const adminRoutes =
  ({ admin, guards }: { admin: AdminService; guards: Guards }): FastifyPluginAsync =>
  async (app) => {
    app.addHook('onRequest', guards.requireAdmin);
    app.addHook('onSend', async (_req, reply) => void reply.header('cache-control', 'no-store'));
    await app.register(adminUsersRoutes(admin.userList, admin.users, admin.userPlan));
    await app.register(adminToolsRoutes(admin.tools));
    await app.register(adminPlansRoutes(admin.plans));
    await app.register(adminAnalyticsRoutes(admin.analytics));
    await app.register(auditRoutes(admin.audit));
  };
