import type { AppContext } from '../../context.js';
import type { PlansService } from '../plans/plans.service.js';
import { adminAnalyticsService } from './admin-analytics.service.js';
import { adminPlansService } from './admin-plans.service.js';
import { adminToolsService } from './admin-tools.service.js';
import { adminUserListService } from './admin-user-list.service.js';
import { adminUserPlanService } from './admin-user-plan.service.js';
import { adminUsersService } from './admin-users.service.js';
import { auditService } from './audit.service.js';

/**
 * The back office's services, built once per app. Plan writes clear the pricing cache of the app's one
 * plans service, so the public pricing shows them on the next read.
 */
export const adminService = (ctx: AppContext, { plans }: { plans: PlansService }) => {
  const users = adminUsersService(ctx);
  return {
    userList: adminUserListService(ctx),
    users,
    userPlan: adminUserPlanService(ctx, users),
    tools: adminToolsService(ctx),
    plans: adminPlansService(ctx, { plans }),
    analytics: adminAnalyticsService(ctx),
    audit: auditService(ctx),
  };
};
export type AdminService = ReturnType<typeof adminService>;
