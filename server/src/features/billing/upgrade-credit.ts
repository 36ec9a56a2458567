import type { BillingPeriod } from '@common/contracts/plans';
import { dayMs } from '@common/time/india-calendar';

/** Razorpay's smallest order: one rupee. A credit never brings an order below it. */
export const minimumOrderMinor = 100;

export interface RunningPlan {
  subscriptionId: string;
  planId: string;
  planName: string;
  billingPeriod: BillingPeriod;
  assignedByAdmin: boolean;
  /** What was paid for it, in rupees. */
  amount: number;
  startDate: Date;
  endDate: Date | null;
}

export interface UpgradeCredit {
  creditMinor: number;
  /** The unused days' worth before the ₹1 floor: more than the new price means the switch would lose some. */
  fullCreditMinor: number;
  subscriptionId: string;
  unusedDays: number;
  fromPlan: string;
  /** As the invoice prints it. */
  note: string;
}

/**
 * The credit for the unused part of a running paid plan when the seller buys another plan: what was paid for
 * it × unused days / days it runs, in paise. Rounded in the seller's favour: a started day counts as unused
 * and paise round up. None for the same plan (that extends it), a trial, an assigned plan, one without an end.
 */
export function upgradeCredit(
  current: RunningPlan | undefined,
  plan: { id: string; priceMinor: number },
  now: Date,
): UpgradeCredit | undefined {
  if (!current?.endDate || current.planId === plan.id) return undefined;
  if (current.billingPeriod === 'trial' || current.assignedByAdmin) return undefined;
  const paidMinor = Math.round(current.amount * 100);
  const left = current.endDate.getTime() - now.getTime();
  if (paidMinor <= 0 || left <= 0) return undefined;
  const totalDays = Math.max(
    1,
    Math.round((current.endDate.getTime() - current.startDate.getTime()) / dayMs),
  );
  const unusedDays = Math.min(totalDays, Math.ceil(left / dayMs));
  const credit = Math.min(paidMinor, Math.ceil((paidMinor * unusedDays) / totalDays));
  const creditMinor = Math.min(credit, Math.max(0, plan.priceMinor - minimumOrderMinor));
  if (creditMinor <= 0) return undefined;
  const days = `${unusedDays} unused ${unusedDays === 1 ? 'day' : 'days'}`;
  return {
    creditMinor,
    fullCreditMinor: credit,
    subscriptionId: current.subscriptionId,
    unusedDays,
    fromPlan: current.planName,
    note: `Credit for ${days} of the ${current.planName} plan`,
  };
}
