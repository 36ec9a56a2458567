import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { adminScreens } from '@/features/admin';
import { aiToolScreen } from '@/features/ai';
import { cmsScreen } from '@/features/cms';
import { trendingAdminScreen, trendingScreen } from '@/features/trending';
import type { Access } from './guards';

type Screen = LazyExoticComponent<ComponentType>;
export interface AppRoute {
  path: string;
  access: Access;
  screen: Screen;
}

/** Every signed-in route of spec 01 §2 and spec 02 §2; screens load lazily so each route ships little JavaScript. */
export const protectedRoutes: AppRoute[] = [
  { path: '/dashboard', access: 'user', screen: lazy(() => import('@/features/dashboard/dashboard-page')) },
  { path: '/keyword-research', access: 'tool', screen: lazy(aiToolScreen('keyword_research')) },
  { path: '/product-research', access: 'tool', screen: lazy(aiToolScreen('product_research')) },
  { path: '/product-optimization', access: 'tool', screen: lazy(aiToolScreen('product_optimization')) },
  { path: '/billing', access: 'billing', screen: lazy(() => import('@/features/billing/billing-page')) },
  { path: '/pricing', access: 'billing', screen: lazy(() => import('@/features/billing/pricing-page')) },
  { path: '/account', access: 'account', screen: lazy(() => import('@/features/account/account-page')) },
  { path: '/history', access: 'user', screen: lazy(() => import('@/features/history/history-page')) },
  { path: '/trending', access: 'user', screen: lazy(trendingScreen) },
  // The calculators (spec 02 §2) and the true-payout calculator: any signed-in user, no server calls.
  ...(
    [
      ['profit-margin', () => import('@/features/calculators/profit-margin-page')],
      ['break-even', () => import('@/features/calculators/break-even-page')],
      ['shipping', () => import('@/features/calculators/shipping-page')],
      ['bulk-discount', () => import('@/features/calculators/bulk-discount-page')],
      ['marketplace-fee', () => import('@/features/calculators/marketplace-fee-page')],
      ['delivery', () => import('@/features/calculators/delivery-page')],
      ['return-loss', () => import('@/features/calculators/return-loss-page')],
      ['subscription', () => import('@/features/calculators/subscription-page')],
      ['true-payout', () => import('@/features/calculators/true-payout-page')],
    ] as const
  ).map(([slug, load]) => ({
    path: `/calculators/${slug}`,
    access: 'calculator' as const,
    screen: lazy(load),
  })),
  { path: '/admin', access: 'admin', screen: lazy(adminScreens.dashboard) },
  { path: '/admin-users', access: 'admin', screen: lazy(adminScreens.users) },
  { path: '/admin-tools', access: 'admin', screen: lazy(adminScreens.tools) },
  { path: '/admin-plans', access: 'admin', screen: lazy(adminScreens.plans) },
  { path: '/admin-trends', access: 'admin', screen: lazy(trendingAdminScreen) },
  { path: '/admin-cms', access: 'admin', screen: lazy(cmsScreen) },
];
