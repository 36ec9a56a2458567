import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { testimonialListSchema } from '@common/contracts/testimonials';
import type { AppContext } from '../../context.js';
import { testimonialsRepo } from './testimonials.repo.js';

export const testimonialsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const repo = testimonialsRepo(ctx.database.db);
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/public/testimonials',
        { schema: { tags: ['testimonials'], response: { 200: testimonialListSchema } } },
        () => repo.active(),
      );
  };
