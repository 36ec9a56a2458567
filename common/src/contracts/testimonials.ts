import { z } from 'zod';

export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  content: z.string(),
  avatar: z.string().nullable(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialListSchema = z.array(testimonialSchema);
