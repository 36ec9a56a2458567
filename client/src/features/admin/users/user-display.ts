import { expiringWithinDays, expiryWarningDays, type AdminUser } from '@common/contracts/admin';
import type { BadgeTone } from '@/components/ui/badge';

export interface ExpiryView {
  label: string;
  tone: BadgeTone;
  /** 'No Expiry' plans say which kind they are: Trial Active, Free Plan or Unlimited. */
  note?: string;
}

/** Plan expiry on the user list. */
export function planExpiry(
  user: Pick<AdminUser, 'plan_name' | 'plan_end_date' | 'plan_days_left'>,
): ExpiryView {
  if (!user.plan_end_date || user.plan_days_left === null) {
    const name = user.plan_name ?? '';
    const note = /trial/i.test(name)
      ? 'Trial Active'
      : !name || /free/i.test(name)
        ? 'Free Plan'
        : 'Unlimited';
    return { label: 'No Expiry', tone: 'neutral', note };
  }
  const days = user.plan_days_left;
  if (days <= 0) return { label: 'Expired', tone: 'red' };
  const left = `${days} ${days === 1 ? 'day' : 'days'} left`;
  if (days <= expiryWarningDays) return { label: left, tone: 'orange' };
  if (days <= expiringWithinDays) return { label: left, tone: 'yellow' };
  return { label: 'Active', tone: 'green' };
}

/** User status for display: inactive, 0, false count as suspended; 1, true as active. */
export function statusView(status: unknown): { label: string; tone: BadgeTone } {
  const value = String(status).toLowerCase();
  if (['active', '1', 'true'].includes(value)) return { label: 'Active', tone: 'green' };
  if (['suspended', 'inactive', '0', 'false'].includes(value)) return { label: 'Suspended', tone: 'red' };
  if (value === 'pending') return { label: 'Pending', tone: 'yellow' };
  return { label: 'Unknown', tone: 'neutral' };
}

export const fullName = (user: Pick<AdminUser, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`.trim();

/** '21 Nov 2026' in India's calendar. */
export const shortDate = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }).format(new Date(iso))
    : '—';
