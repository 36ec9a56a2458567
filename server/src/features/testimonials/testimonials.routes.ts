import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { testimonialListSchema } from '@common/contracts/testimonials';
import type { TestimonialsService } from './testimonials.service.js';

export const testimonialsRoutes =
  ({ testimonials }: { testimonials: TestimonialsService }): FastifyPluginAsync =>
  async (app) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/public/testimonials',
        { schema: { tags: ['testimonials'], response: { 200: testimonialListSchema } } },
        () => testimonials.active(),
      );
  };
