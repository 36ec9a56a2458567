import { expiringWithinDays, type AdminUser, type PlanState } from '@common/contracts/admin';
import type { AdminUserRow, UserRow } from './admin-users.repo.js';
import { daysUntil } from '@common/time/india-calendar';

/** Whole days to the end date, rounded up: 0 or fewer once it has passed; null with no end date. */
export const daysLeft = (end: Date | null, now: Date): number | null => (end ? daysUntil(end, now) : null);

/** Active with no end date or more than 30 days left, expiring with 1 to 30, else expired. */
export const planStateOf = (days: number | null): PlanState =>
  days === null || days > expiringWithinDays ? 'active' : days > 0 ? 'expiring' : 'expired';

const subscriptionPlanOf = (row: AdminUserRow, now: Date): AdminUser['subscription_plan'] => {
  if (row.planId === null) return 'free';
  if (row.planBillingPeriod === 'trial') return 'trial';
  const running = row.planEndDate === null || row.planEndDate.getTime() > now.getTime();
  return running && (row.planPrice ?? 0) > 0 ? 'premium' : 'free';
};

/** A user as the admin API answers it. */
export function toAdminUser(row: AdminUserRow, now: Date): AdminUser {
  const days = daysLeft(row.planEndDate, now);
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    status: row.status === 'deleted' ? 'suspended' : row.status,
    role: row.role,
    email_verified: row.emailVerifiedAt !== null,
    plan_id: row.planId,
    plan_name: row.planName,
    plan_price: row.planPrice,
    plan_currency: row.planCurrency,
    plan_billing_period: row.planBillingPeriod,
    plan_start_date: row.planStartDate?.toISOString() ?? null,
    plan_end_date: row.planEndDate?.toISOString() ?? null,
    plan_days_left: days,
    plan_state: planStateOf(days),
    subscription_plan: subscriptionPlanOf(row, now),
    created_at: row.createdAt.toISOString(),
  };
}

/** The fields of a user the audit trail compares (never the password hash). */
export const auditedUser = (row: UserRow) => ({
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  status: row.status,
  role: row.role,
});
