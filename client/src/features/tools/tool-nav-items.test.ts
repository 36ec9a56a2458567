import { Package, Search, Target, Wrench } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { toolIds } from '@common/constants/tools';
import type { Tool } from '@common/contracts/tools';
import { toolName } from './fallback-tools';
import { toolNavItems } from './tool-nav-items';

const tool = (id: number, name: string, extra: Partial<Tool> = {}): Tool => ({
  id,
  key: 'keyword_research',
  name,
  description: '',
  route: '',
  icon: 'Search',
  is_active: true,
  ...extra,
});

describe('toolNavItems', () => {
  it('lists the three AI tools until /api/tools answers', () => {
    expect(toolNavItems(undefined)).toEqual([
      { href: '/keyword-research', label: 'Keyword Research', icon: Search },
      { href: '/product-research', label: 'Product Research', icon: Package },
      { href: '/product-optimization', label: 'Product Optimization', icon: Target },
    ]);
  });
  it('leaves out inactive tools and the calculator, and slugs a tool without a route', () => {
    const items = toolNavItems([
      tool(1, 'Keyword Research', { route: '/keyword-research' }),
      tool(2, 'Product Research', { is_active: false }),
      tool(toolIds.business_calculator, 'Business Calculator', { icon: 'Calculator' }),
      tool(9, 'Review Replies & Ratings', { icon: 'Users' }),
    ]);
    expect(items.map((i) => [i.href, i.label])).toEqual([
      ['/keyword-research', 'Keyword Research'],
      ['/review-replies-ratings', 'Review Replies & Ratings'],
    ]);
    expect(items[1]?.icon).toBe(Wrench);
  });
});

describe('toolName', () => {
  it('names a tool from the loaded list, else the built-in one, else by its id', () => {
    expect(toolName([tool(1, 'Keywords+')], 1)).toBe('Keywords+');
    expect(toolName(undefined, toolIds.product_research)).toBe('Product Research');
    expect(toolName([], 42)).toBe('Tool #42');
  });
});
