import { trialDays as defaultTrialDays } from '@common/constants/product';
import { addDays } from '@common/time/india-calendar';
import type { Db } from '../../db/client.js';
import { subscriptionsRepo, type SubscriptionPlanRow } from './subscriptions.repo.js';

/** One billing period after `start`: calendar month or year, a week, the trial's days; none when one-time. */
export function periodEnd(
  plan: Pick<SubscriptionPlanRow, 'billingPeriod' | 'trialDays'>,
  start: Date,
): Date | null {
  const end = new Date(start);
  switch (plan.billingPeriod) {
    case 'forever':
      return null;
    case 'month':
      end.setUTCMonth(end.getUTCMonth() + 1);
      return end;
    case 'year':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    case 'week':
      return addDays(start, 7);
    case 'trial':
      return addDays(start, plan.trialDays ?? defaultTrialDays);
  }
}

/** A subscription to start in place of the current one. */
export interface NextSubscription {
  planId: string;
  currency: string;
  /** What was paid for it, in rupees (0 for a trial or a plan an admin gave). */
  amount: number;
  startDate: Date;
  endDate: Date | null;
  assignedByAdmin?: boolean;
}

/**
 * The one writer of the subscriptions table: sign-up, the back office and payments start, switch, extend and end
 * a seller's plan here. It works on its caller's handle, so the change is part of the caller's transaction
 * (an account and its trial, a payment and its plan).
 */
export const subscriptionWriter = (db: Db) => {
  const repo = subscriptionsRepo(db);
  return {
    /**
     * A new account's Free Trial: the sign-up plan, for its days from `start` (the account's creation); none when no
     * sign-up plan is set.
     */
    async startSignupTrial(userId: string, start: Date, now: Date): Promise<void> {
      const plan = await repo.signupPlan();
      if (!plan) return;
      await repo.insert({
        userId,
        planId: plan.id,
        status: 'active',
        amount: 0,
        currency: plan.currency,
        startDate: start,
        endDate: periodEnd(plan, start),
        createdAt: now,
        updatedAt: now,
      });
    },

    /** Ends the current subscription and starts `next` at once. */
    async switchTo(userId: string, next: NextSubscription, now: Date): Promise<void> {
      await repo.cancelActive(userId, now);
      await repo.insert({ ...next, userId, status: 'active', createdAt: now, updatedAt: now });
    },

    cancelActive: repo.cancelActive,
    extend: repo.extend,
    endAt: repo.endAt,
  };
};
export type SubscriptionWriter = ReturnType<typeof subscriptionWriter>;
