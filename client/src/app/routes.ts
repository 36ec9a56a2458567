import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Access } from './guards';

type Screen = LazyExoticComponent<ComponentType>;
export interface AppRoute {
  path: string;
  access: Access;
  screen: Screen;
}

const placeholder = (title: string, issue: string) =>
  lazy(async () => {
    const { placeholderScreen } = await import('@/features/placeholder/placeholder-page');
    return { default: placeholderScreen(title, issue) };
  });

/** Every signed-in route of spec 01 §2 and spec 02 §2; screens load lazily so each route ships little JavaScript. */
export const protectedRoutes: AppRoute[] = [
  { path: '/dashboard', access: 'user', screen: placeholder('Dashboard', 'plans and quotas') },
  { path: '/keyword-research', access: 'tool', screen: placeholder('Keyword Research', 'AI tools') },
  { path: '/product-research', access: 'tool', screen: placeholder('Product Research', 'AI tools') },
  { path: '/product-optimization', access: 'tool', screen: placeholder('Product Optimization', 'AI tools') },
  { path: '/billing', access: 'billing', screen: placeholder('Billing', 'billing') },
  { path: '/pricing', access: 'billing', screen: placeholder('Choose Your Plan', 'billing') },
  { path: '/history', access: 'user', screen: placeholder('Activity History', 'history and analytics') },
  { path: '/trending', access: 'user', screen: placeholder('Trending Products', 'trending products') },
  ...(
    [
      ['profit-margin', 'Profit Margin'],
      ['break-even', 'Break-Even Price'],
      ['shipping', 'Shipping Cost'],
      ['bulk-discount', 'Bulk Order Discount'],
      ['marketplace-fee', 'Marketplace Fee'],
      ['delivery', 'Delivery Time and Cost Optimizer'],
      ['return-loss', 'Return/Refund Loss'],
      ['subscription', 'Subscription Savings'],
      ['true-payout', 'True Payout'],
    ] as const
  ).map(([slug, title]) => ({
    path: `/calculators/${slug}`,
    access: 'calculator' as const,
    screen: placeholder(title, 'calculators'),
  })),
  { path: '/admin', access: 'admin', screen: placeholder('Admin Dashboard', 'admin back office') },
  { path: '/admin-users', access: 'admin', screen: placeholder('User Management', 'admin back office') },
  { path: '/admin-tools', access: 'admin', screen: placeholder('Tool Management', 'admin back office') },
  { path: '/admin-plans', access: 'admin', screen: placeholder('Plan Management', 'admin back office') },
  { path: '/admin-trends', access: 'admin', screen: placeholder('Trending Products', 'admin back office') },
  { path: '/admin-cms', access: 'admin', screen: placeholder('CMS Settings', 'admin back office') },
];
