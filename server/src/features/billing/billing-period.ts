import type { BillingPeriod } from '@common/contracts/plans';
import { addDays, istAddMonths } from '@common/time/india-calendar';

/**
 * When a paid period that starts at `start` ends: a calendar month or year on the Indian calendar, a week,
 * or never (`forever`). Trial plans are not sold.
 */
export function billingPeriodEnd(start: Date, period: BillingPeriod): Date | null {
  switch (period) {
    case 'month':
      return istAddMonths(start, 1);
    case 'year':
      return istAddMonths(start, 12);
    case 'week':
      return addDays(start, 7);
    case 'forever':
    case 'trial':
      return null;
  }
}

/** Billing period labels. */
export const billingPeriodLabels: Record<BillingPeriod, string> = {
  month: 'monthly',
  year: 'yearly',
  week: 'weekly',
  forever: 'one-time (lifetime)',
  trial: 'trial',
};
