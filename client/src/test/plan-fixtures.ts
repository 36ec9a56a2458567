import type { ToolUsage, UserPlan } from '@common/contracts/plans';
import { dayMs } from '@common/time/india-calendar';

/** A plan answer for tests: Free Trial, 14 days, 3 calls per tool, with per-tool usage overrides. */
export function planWith(
  usage: Record<number, Partial<ToolUsage>>,
  opts: { expired?: boolean; name?: string; billingPeriod?: 'trial' | 'month' } = {},
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
      billing_period: opts.billingPeriod ?? 'trial',
      trial_end_date: new Date(Date.now() + 14 * dayMs).toISOString(),
      daily_limit: null,
    },
    usage: Object.fromEntries(entries),
    subscription: {
      status: opts.expired ? 'expired' : 'active',
      amount: 0,
      assigned_by_admin: false,
      currency: 'INR',
      is_expired: opts.expired ?? false,
      start_date: new Date().toISOString(),
      next_billing_date: null,
      days_until_expiry: 14,
    },
  };
}
