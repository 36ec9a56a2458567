import { toolIds } from '@common/constants/tools';
import type { Tool } from '@common/contracts/tools';

/** Shown until /api/tools answers (or if it fails), so menus and labels are never empty. */
export const fallbackTools: Tool[] = [
  {
    id: toolIds.keyword_research,
    key: 'keyword_research',
    name: 'Keyword Research',
    description: '',
    route: '/keyword-research',
    icon: 'Search',
    is_active: true,
  },
  {
    id: toolIds.product_research,
    key: 'product_research',
    name: 'Product Research',
    description: '',
    route: '/product-research',
    icon: 'Package',
    is_active: true,
  },
  {
    id: toolIds.product_optimization,
    key: 'product_optimization',
    name: 'Product Optimization',
    description: '',
    route: '/product-optimization',
    icon: 'Target',
    is_active: true,
  },
];

/** A tool's display name from the loaded list, else the built-in one, else 'Tool #id'. */
export const toolName = (tools: readonly Tool[] | undefined, id: number) =>
  (tools ?? []).find((t) => t.id === id)?.name ??
  fallbackTools.find((t) => t.id === id)?.name ??
  `Tool #${id}`;
