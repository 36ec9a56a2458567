import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@common/contracts/testimonials';
import { api } from '@/lib/api-client';

/** GET /api/public/testimonials: what sellers say, shown on the landing page. */
export const testimonialsQuery = queryOptions({
  queryKey: ['public', 'testimonials'],
  queryFn: ({ signal }) => api.get<Testimonial[]>('/api/public/testimonials', { auth: false, signal }),
  staleTime: 5 * 60_000,
  retry: 1,
});

export const useTestimonials = () => useQuery(testimonialsQuery);
