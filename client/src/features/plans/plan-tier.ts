import type { UserPlan } from '@common/contracts/plans';
import { daysUntil } from '@common/time/india-calendar';

/**
 * The plan badge's tier, read from the plan name, sets the badge's look (colour, icon); anything else (or no
 * plan) looks like the free trial. The badge writes the plan's own name, so a seller reads the name of what
 * they bought ('Starter', not the tier's 'Basic').
 */
export type PlanTier = 'enterprise' | 'pro' | 'basic' | 'trial';

export function planTier(name: string | null | undefined): PlanTier {
  const n = (name ?? '').toLowerCase();
  if (n.includes('enterprise')) return 'enterprise';
  if (n.includes('pro')) return 'pro';
  // Starter is the entry paid plan: a paying Starter seller never reads 'Free Trial'.
  if (n.includes('basic') || n.includes('starter')) return 'basic';
  return 'trial';
}

/** Whole days left until `end`, rounded up (a trial ending in 13.2 days has 14 left); null without a date. */
export function daysLeft(end: string | null | undefined, now: number = Date.now()): number | null {
  if (!end) return null;
  const at = Date.parse(end);
  return Number.isNaN(at) ? null : daysUntil(new Date(at), new Date(now));
}

export interface BadgeState {
  tier: PlanTier;
  label: string;
  /** Days left of the trial, or null when there is no trial end date. */
  daysLeft: number | null;
  /** The Upgrade button shows while on trial (or when the plan is unknown). */
  onTrial: boolean;
}

/** What the top-bar badge shows for a plan answer; undefined (loading or failed) gives Free Trial. */
export function badgeState(data: UserPlan | undefined, now: number = Date.now()): BadgeState {
  const plan = data?.plan ?? null;
  const tier = planTier(plan?.name);
  return {
    tier,
    label: plan?.name ?? 'Free Trial',
    daysLeft: daysLeft(plan?.trial_end_date, now),
    onTrial: plan ? plan.billing_period === 'trial' : true,
  };
}
