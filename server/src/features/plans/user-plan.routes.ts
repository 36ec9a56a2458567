import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userPlanSchema } from '@common/contracts/plans';
import { currentUser, type Guards } from '../../lib/auth.js';
import { errorResponses, signedInErrors } from '../../lib/error-responses.js';
import type { UserPlanService } from './user-plan.service.js';

export const userPlanRoutes =
  ({ userPlan, guards }: { userPlan: UserPlanService; guards: Guards }): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/user/plan',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['plans'],
          operationId: 'getUserPlan',
          description: "The seller's plan, subscription and usage per tool in the current period.",
          security: [{ bearer: [] }],
          response: { 200: userPlanSchema, ...errorResponses(...signedInErrors, 500) },
        },
      },
      (req) => userPlan.planOf(currentUser(req).id),
    );
  };
