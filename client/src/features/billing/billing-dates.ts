import type { UserPlan } from '@common/contracts/plans';

type Subscription = UserPlan['subscription'];

/** '12 Dec 2026' (India's day-month-year order). */
export const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

/** 7 days or fewer left shows in orange. */
export const expiresSoon = (days: number | null | undefined) =>
  days !== null && days !== undefined && days >= 0 && days <= 7;

/**
 * When the plan ends, or that it has: 'Expired N days ago' once past, 'Expires today', 'N days left', or
 * 'Ends on …'. Plans never renew on their own, so nothing says 'next billing'. Empty for a one-time plan.
 */
export function expiryText(subscription: Subscription): string {
  if (!subscription) return '';
  const days = subscription.days_until_expiry;
  if (subscription.is_expired || (days !== null && days < 0)) {
    const ago = Math.abs(days ?? 0);
    return `Expired ${ago} ${ago === 1 ? 'day' : 'days'} ago`;
  }
  if (!subscription.next_billing_date) return '';
  const date = formatDate(subscription.next_billing_date);
  if (days === 0) return `Expires today (${date})`;
  if (expiresSoon(days)) return `${days} ${days === 1 ? 'day' : 'days'} left · ends ${date}`;
  return `Ends on ${date}`;
}
