import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicPlanListSchema } from '@common/contracts/plans';
import { errorResponses } from '../../lib/error-responses.js';
import type { PlansService } from './plans.service.js';

export const plansRoutes =
  ({ plans }: { plans: PlansService }): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/public/pricing-plans',
      {
        schema: {
          tags: ['plans'],
          operationId: 'listPricingPlans',
          description: 'The active plans by sort order, with their limits per tool, for the pricing page.',
          response: { 200: publicPlanListSchema, ...errorResponses(500) },
        },
      },
      () => plans.publicPlans(),
    );
  };
