import { toolIds } from '@common/constants/tools';

/** The four tools with their fixed ids and routes. */
export const seedTools = [
  {
    id: toolIds.keyword_research,
    key: 'keyword_research',
    name: 'Keyword Research',
    description:
      'Find the search terms buyers use on each marketplace, with long-tail ideas and platform insights.',
    route: '/keyword-research',
    icon: 'Search',
    sortOrder: 1,
  },
  {
    id: toolIds.product_research,
    key: 'product_research',
    name: 'Product Research',
    description: 'Market, competition, pricing and demand trends for a product before you stock it.',
    route: '/product-research',
    icon: 'Package',
    sortOrder: 2,
  },
  {
    id: toolIds.product_optimization,
    key: 'product_optimization',
    name: 'Product Optimization',
    description: 'Titles, descriptions and keywords rewritten to each platform’s listing rules.',
    route: '/product-optimization',
    icon: 'Target',
    sortOrder: 3,
  },
  {
    id: toolIds.business_calculator,
    key: 'business_calculator',
    name: 'Calculators',
    description: 'Profit, break-even, shipping, fees and more. Always unlimited.',
    route: '/calculators/profit-margin',
    icon: 'Calculator',
    sortOrder: 4,
  },
] as const;
