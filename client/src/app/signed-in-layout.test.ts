import { Search } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { sellerNavItems } from './signed-in-layout';

describe("the seller's menu", () => {
  it('is Dashboard, the AI tools, Trending Products, My data, Settlement check, Billing, History and Pricing', () => {
    const items = sellerNavItems([{ href: '/keyword-research', label: 'Keyword Research', icon: Search }]);
    expect(items.map((i) => [i.label, i.href])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Keyword Research', '/keyword-research'],
      ['Trending Products', '/trending'],
      ['My data', '/my-data'],
      ['Settlement check', '/settlements'],
      ['Billing', '/billing'],
      ['History', '/history'],
      ['Pricing', '/pricing'],
    ]);
  });
});
