import type { CmsContent } from '../contracts/cms';

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
