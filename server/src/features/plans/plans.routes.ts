import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicPlanListSchema } from '@common/contracts/plans';
import type { PlansService } from './plans.service.js';

export const plansRoutes =
  ({ plans }: { plans: PlansService }): FastifyPluginAsync =>
  async (app) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/public/pricing-plans',
        { schema: { tags: ['plans'], response: { 200: publicPlanListSchema } } },
        () => plans.publicPlans(),
      );
  };
