import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicPlanListSchema } from '@common/contracts/plans';
import type { AppContext } from '../../context.js';
import { appPlansService } from './plans.service.js';

export const plansRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const plans = appPlansService(ctx);
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/public/pricing-plans',
        { schema: { tags: ['plans'], response: { 200: publicPlanListSchema } } },
        () => plans.publicPlans(),
      );
  };
