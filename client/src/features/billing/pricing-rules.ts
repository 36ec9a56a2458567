import type { PublicPlan, UserPlan } from '@common/contracts/plans';
import type { CheckoutBusy } from './checkout/use-checkout';

/** A plan card's states, plus the two busy states of the payment flow. */
export type CardState = 'current' | 'renew' | 'choose' | 'loading' | 'processing';

/** Whether the seller's plan has run out (a paid plan past its end, or the trial past its end date). */
export function isPlanExpired(userPlan: UserPlan | undefined, now: number = Date.now()): boolean {
  if (!userPlan?.plan) return false;
  if (userPlan.subscription?.is_expired) return true;
  const trialEnd = userPlan.plan.trial_end_date;
  return userPlan.plan.billing_period === 'trial' && trialEnd !== null && Date.parse(trialEnd) <= now;
}

export function cardState(
  plan: PublicPlan,
  userPlan: UserPlan | undefined,
  busy: CheckoutBusy | null,
  now: number = Date.now(),
): CardState {
  if (busy?.planId === plan.id) return busy.phase;
  if (userPlan?.plan?.id !== plan.id) return 'choose';
  return isPlanExpired(userPlan, now) ? 'renew' : 'current';
}

/** On another plan's card while a paid plan runs: the new plan starts at payment (its unused days are credited). */
export function switchNote(plan: PublicPlan, userPlan: UserPlan | undefined, now: number = Date.now()) {
  const current = userPlan?.plan;
  if (!current || current.id === plan.id || current.billing_period === 'trial') return undefined;
  if (isPlanExpired(userPlan, now)) return undefined;
  return `Starts now: your ${current.name} plan ends when you pay.`;
}

/** The plans a signed-in seller may buy, by sort order: never the Free Trial. */
export const buyablePlans = (plans: PublicPlan[] | undefined) =>
  (plans ?? []).filter((p) => p.billing_period !== 'trial').sort((a, b) => a.sort_order - b.sort_order);
