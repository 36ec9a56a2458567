import type { BillingPeriod } from '@common/contracts/plans';
import { billingPeriodEnd } from './billing-period.js';

export interface CurrentSubscription {
  id: string;
  planId: string;
  endDate: Date | null;
}

/** What a completed payment does to the seller's subscription. */
export interface Activation {
  /** Extend the given subscription, or replace the current one (if any) with a new one. */
  kind: 'extend' | 'replace';
  subscriptionId: string | null;
  /** The period this payment buys (printed on the invoice). */
  start: Date;
  end: Date | null;
  /** Paid for the plan the seller already had (the 'renewed' toast). */
  renewed: boolean;
}

/**
 * Paying for the plan the seller has and which still runs extends it from its current end; a
 * lapsed one restarts now; any other plan replaces the current one from now, with no proration.
 */
export function planActivation(
  current: CurrentSubscription | undefined,
  plan: { id: string; billingPeriod: BillingPeriod },
  now: Date,
): Activation {
  const samePlan = current?.planId === plan.id;
  const running = current && (current.endDate === null || current.endDate.getTime() > now.getTime());
  if (current && samePlan && running) {
    const start = current.endDate ?? now;
    const end = current.endDate === null ? null : billingPeriodEnd(start, plan.billingPeriod);
    return { kind: 'extend', subscriptionId: current.id, start, end, renewed: true };
  }
  return {
    kind: 'replace',
    subscriptionId: current?.id ?? null,
    start: now,
    end: billingPeriodEnd(now, plan.billingPeriod),
    renewed: samePlan,
  };
}
