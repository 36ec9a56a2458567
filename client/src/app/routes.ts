import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { adminScreens } from '@/features/admin';
import { aiToolScreen } from '@/features/ai';
import { cmsScreen } from '@/features/cms';
import { prefetchDashboard } from '@/features/dashboard';
import { trendingAdminScreen, trendingScreen } from '@/features/trending';
import type { Access } from './guards';
import { lazyScreen } from './lazy-screen';

/** A screen; those loaded lazily can start fetching their code early. */
type Screen = ComponentType & { preload?(): void };
export interface AppRoute {
  path: string;
  /** The screen's name in the browser tab: 'Keyword Research' → 'Keyword Research · Vikreta'. */
  title: string;
  access: Access;
  screen: Screen;
  /** Asks for the screen's data, for a seller opening it directly, while its code is on its way. */
  prefetch?(queryClient: QueryClient): void;
}

/** Account screens anyone may open, with the descriptions search engines show. */
export const publicRoutes = [
  {
    path: '/login',
    title: 'Log in',
    description:
      'Log in to Vikreta: keyword research, product research and listing tools for Indian marketplaces.',
    screen: lazyScreen(() => import('@/features/auth/login-page')),
  },
  {
    path: '/signup',
    title: 'Start your free trial',
    description:
      'Create your Vikreta account: a 14-day free trial of AI keyword research, product research and listing optimization.',
    screen: lazyScreen(() => import('@/features/auth/signup-page')),
  },
  {
    path: '/forgot-password',
    title: 'Forgot password',
    description: 'Reset your Vikreta password by email.',
    screen: lazyScreen(() => import('@/features/auth/forgot-password-page')),
  },
  {
    path: '/reset-password',
    title: 'Reset password',
    description: 'Choose a new password for your Vikreta account.',
    screen: lazyScreen(() => import('@/features/auth/reset-password-page')),
  },
  {
    path: '/verify-email',
    title: 'Verify email',
    description: 'Confirm your email address to start your Vikreta free trial.',
    screen: lazyScreen(() => import('@/features/auth/verify-email-page')),
  },
];

/** Every signed-in route, seller's and admin's; screens load lazily so each route ships little JavaScript. */
export const protectedRoutes: AppRoute[] = [
  {
    path: '/dashboard',
    title: 'Dashboard',
    access: 'user',
    screen: lazyScreen(() => import('@/features/dashboard/dashboard-page')),
    prefetch: prefetchDashboard,
  },
  {
    path: '/keyword-research',
    title: 'Keyword Research',
    access: 'tool',
    screen: lazyScreen(aiToolScreen('keyword_research')),
  },
  {
    path: '/product-research',
    title: 'Product Research',
    access: 'tool',
    screen: lazyScreen(aiToolScreen('product_research')),
  },
  {
    path: '/product-optimization',
    title: 'Product Optimization',
    access: 'tool',
    screen: lazyScreen(aiToolScreen('product_optimization')),
  },
  {
    path: '/billing',
    title: 'Billing',
    access: 'billing',
    screen: lazyScreen(() => import('@/features/billing/billing-page')),
  },
  {
    path: '/pricing',
    title: 'Pricing',
    access: 'billing',
    screen: lazyScreen(() => import('@/features/billing/pricing-page')),
  },
  {
    path: '/account',
    title: 'Account',
    access: 'account',
    screen: lazyScreen(() => import('@/features/account/account-page')),
  },
  {
    path: '/history',
    title: 'History',
    access: 'user',
    screen: lazyScreen(() => import('@/features/history/history-page')),
  },
  { path: '/trending', title: 'Trending Products', access: 'user', screen: lazyScreen(trendingScreen) },
  {
    path: '/my-data',
    title: 'My data',
    access: 'user',
    screen: lazyScreen(() => import('@/features/keyword-bank/my-data-page')),
  },
  {
    path: '/settlements',
    title: 'Settlement check',
    access: 'user',
    screen: lazyScreen(() => import('@/features/settlements/settlements-page')),
  },
  // The calculators and the true-payout calculator: any signed-in user, no server calls.
  ...(
    [
      ['profit-margin', 'Profit Margin', () => import('@/features/calculators/profit-margin-page')],
      ['break-even', 'Break-Even Price', () => import('@/features/calculators/break-even-page')],
      ['shipping', 'Shipping Cost', () => import('@/features/calculators/shipping-page')],
      ['bulk-discount', 'Bulk Discount', () => import('@/features/calculators/bulk-discount-page')],
      ['marketplace-fee', 'Marketplace Fee', () => import('@/features/calculators/marketplace-fee-page')],
      ['delivery', 'Delivery Optimizer', () => import('@/features/calculators/delivery-page')],
      ['return-loss', 'Return Loss', () => import('@/features/calculators/return-loss-page')],
      ['subscription', 'Subscription Savings', () => import('@/features/calculators/subscription-page')],
      ['true-payout', 'True Payout', () => import('@/features/calculators/true-payout-page')],
    ] as const
  ).map(([slug, name, load]) => ({
    path: `/calculators/${slug}`,
    title: `${name} Calculator`,
    access: 'calculator' as const,
    screen: lazyScreen(load),
  })),
  { path: '/admin', title: 'Admin Dashboard', access: 'admin', screen: lazyScreen(adminScreens.dashboard) },
  { path: '/admin-users', title: 'Users · Admin', access: 'admin', screen: lazyScreen(adminScreens.users) },
  { path: '/admin-tools', title: 'Tools · Admin', access: 'admin', screen: lazyScreen(adminScreens.tools) },
  { path: '/admin-plans', title: 'Plans · Admin', access: 'admin', screen: lazyScreen(adminScreens.plans) },
  {
    path: '/admin-trends',
    title: 'Trending Products · Admin',
    access: 'admin',
    screen: lazyScreen(trendingAdminScreen),
  },
  { path: '/admin-cms', title: 'CMS Settings · Admin', access: 'admin', screen: lazyScreen(cmsScreen) },
];
