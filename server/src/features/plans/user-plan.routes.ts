import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userPlanSchema } from '@common/contracts/plans';
import { currentUser, type Guards } from '../../lib/auth.js';
import type { UserPlanService } from './user-plan.service.js';

export const userPlanRoutes =
  ({ userPlan, guards }: { userPlan: UserPlanService; guards: Guards }): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/user/plan',
      {
        onRequest: guards.requireUser,
        schema: { tags: ['plans'], security: [{ bearer: [] }], response: { 200: userPlanSchema } },
      },
      (req) => userPlan.planOf(currentUser(req).id),
    );
  };
