import type { Testimonial } from '@common/contracts/testimonials';
import type { AppContext } from '../../context.js';
import { testimonialsRepo } from './testimonials.repo.js';

export const testimonialsService = (ctx: AppContext) => {
  const repo = testimonialsRepo(ctx.database.db);
  return {
    /** The active testimonials by sort order, for the landing page. */
    active: (): Promise<Testimonial[]> => repo.active(),
  };
};
export type TestimonialsService = ReturnType<typeof testimonialsService>;
