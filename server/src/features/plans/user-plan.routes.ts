import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userPlanSchema } from '@common/contracts/plans';
import type { AppContext } from '../../context.js';
import { currentUser, requireUser } from '../../lib/auth.js';
import { userPlanService } from './user-plan.service.js';

export const userPlanRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const plans = userPlanService(ctx);
    app.withTypeProvider<ZodTypeProvider>().get(
      '/user/plan',
      {
        onRequest: requireUser(ctx),
        schema: { tags: ['plans'], security: [{ bearer: [] }], response: { 200: userPlanSchema } },
      },
      (req) => plans.planOf(currentUser(req).id),
    );
  };
