import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../lib/auth.js';
import { adminAnalyticsRoutes } from './admin-analytics.routes.js';
import { adminAnalyticsService } from './admin-analytics.service.js';
import { adminPlansRoutes } from './admin-plans.routes.js';
import { adminPlansService } from './admin-plans.service.js';
import { adminToolsRoutes } from './admin-tools.routes.js';
import { adminToolsService } from './admin-tools.service.js';
import { adminUserListService } from './admin-user-list.service.js';
import { adminUserPlanService } from './admin-user-plan.service.js';
import { adminUsersRoutes } from './admin-users.routes.js';
import { adminUsersService } from './admin-users.service.js';
import { auditRoutes } from './audit.routes.js';
import { auditService } from './audit.service.js';

/**
 * /api/admin/*: every route in this plugin runs the admin guard on each request (token, session, and the role
 * and status read from the database), before its body is read. Answers are never cached.
 */
export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.addHook('onRequest', requireAdmin(ctx));
    app.addHook('onSend', async (_req, reply) => void reply.header('cache-control', 'no-store'));
    const users = adminUsersService(ctx);
    await app.register(adminUsersRoutes(adminUserListService(ctx), users, adminUserPlanService(ctx, users)));
    await app.register(adminToolsRoutes(adminToolsService(ctx)));
    await app.register(adminPlansRoutes(adminPlansService(ctx)));
    await app.register(adminAnalyticsRoutes(adminAnalyticsService(ctx)));
    await app.register(auditRoutes(auditService(ctx.database.db)));
  };
