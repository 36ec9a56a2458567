import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { testimonialListSchema } from '@common/contracts/testimonials';
import { errorResponses } from '../../lib/error-responses.js';
import type { TestimonialsService } from './testimonials.service.js';

export const testimonialsRoutes =
  ({ testimonials }: { testimonials: TestimonialsService }): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/public/testimonials',
      {
        schema: {
          tags: ['testimonials'],
          operationId: 'listTestimonials',
          description: 'The active testimonials, in order, for the landing page.',
          response: { 200: testimonialListSchema, ...errorResponses(500) },
        },
      },
      () => testimonials.active(),
    );
  };
