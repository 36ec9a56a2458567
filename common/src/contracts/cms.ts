import { z } from 'zod';

export const heroSchema = z.object({
  title: z.string().trim().min(1).max(200),
  subtitle: z.string().trim().max(600),
  image: z.string().url().max(2000).optional().or(z.literal('')),
  cta: z.string().trim().max(60).optional(),
});
export type Hero = z.infer<typeof heroSchema>;

export const featureSchema = z.object({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(2000),
  icon: z.string().trim().max(40),
});
export type Feature = z.infer<typeof featureSchema>;

export const cmsContentSchema = z.object({
  hero: heroSchema,
  features: z.array(featureSchema),
});
export type CmsContent = z.infer<typeof cmsContentSchema>;
