import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPlan } from '@common/contracts/plans';
import { api } from '@/lib/api-client';
import { fallbackPlans } from '../fallback-plans';

/** GET /api/public/pricing-plans: active plans by sort order, limits keyed by tool id. */
export const pricingPlansQuery = queryOptions({
  queryKey: ['public', 'pricing-plans'],
  queryFn: ({ signal }) => api.get<PublicPlan[]>('/api/public/pricing-plans', { auth: false, signal }),
  staleTime: 5 * 60_000,
  retry: 1,
});

export type PricingPlansState =
  | { status: 'loading' }
  | { status: 'live'; plans: PublicPlan[] }
  | { status: 'fallback'; plans: PublicPlan[] };

/** The plans to show; the spec's fallback plans when the call fails or answers with none. */
export function usePricingPlans(): PricingPlansState {
  const query = useQuery(pricingPlansQuery);
  if (query.isPending) return { status: 'loading' };
  const plans = Array.isArray(query.data) ? query.data : [];
  if (query.isError || plans.length === 0) return { status: 'fallback', plans: fallbackPlans };
  return { status: 'live', plans: [...plans].sort((a, b) => a.sort_order - b.sort_order) };
}
