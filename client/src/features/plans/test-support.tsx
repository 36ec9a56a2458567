import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ToolUsage, UserPlan } from '@common/contracts/plans';
import { fallbackTools } from '@/features/tools/fallback-tools';
import { userPlanQuery } from './api/get-user-plan';

/** A plan answer for tests: Free Trial, 14 days, 3 calls per tool, with per-tool usage overrides. */
export function planWith(
  usage: Record<number, Partial<ToolUsage>>,
  opts: { expired?: boolean; name?: string } = {},
): UserPlan {
  const entries = Object.entries(usage).map(([id, u]) => [
    id,
    { used: 0, limit: 3, is_unlimited: false, daily_used: null, daily_limit: null, ...u },
  ]);
  return {
    plan: {
      id: 'p1',
      name: opts.name ?? 'Free Trial',
      description: '',
      price: 0,
      currency: 'INR',
      billing_period: 'trial',
      trial_end_date: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      daily_limit: null,
    },
    usage: Object.fromEntries(entries),
    subscription: {
      status: opts.expired ? 'expired' : 'active',
      amount: 0,
      currency: 'INR',
      is_expired: opts.expired ?? false,
      start_date: new Date().toISOString(),
      next_billing_date: null,
      days_until_expiry: 14,
    },
  };
}

/** A query client seeded with a plan (or none, to exercise loading and failure) and the tool list. */
export function clientWith(plan?: UserPlan) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (plan) client.setQueryData(userPlanQuery.queryKey, plan);
  client.setQueryData(['tools'], fallbackTools);
  return client;
}

export const wrapperFor = (client: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
