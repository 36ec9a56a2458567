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

/** Built-in defaults, used by the seed and by the landing page when the content service fails. */
export const defaultCmsContent: CmsContent = {
  hero: {
    title: 'Sell more on Amazon, Flipkart, Meesho and every Indian marketplace',
    subtitle:
      'Vikreta finds the keywords buyers type, researches products before you stock them and rewrites your listings to each platform’s rules, so you spend less time guessing and more time selling.',
    cta: 'Start your 14-day free trial',
  },
  features: [
    {
      title: 'Keyword Research',
      description:
        'Find the words shoppers really search on each marketplace, with long-tail ideas, estimated volume and competition.',
      icon: 'Search',
    },
    {
      title: 'Competitor Analysis',
      description:
        'See the market, the competition and the price bands for a product before you invest in stock.',
      icon: 'Target',
    },
    {
      title: 'Listing Optimization',
      description:
        'Titles, descriptions and keywords rewritten to each platform’s limits and rules, ready to copy.',
      icon: 'Package',
    },
  ],
};
