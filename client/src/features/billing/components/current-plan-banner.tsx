import { BadgeCheck, CalendarX } from 'lucide-react';
import type { UserPlan } from '@common/contracts/plans';
import { daysLeft } from '@/features/plans';
import { cn } from '@/lib/cn';
import { expiryText } from '../billing-dates';
import { isPlanExpired } from '../pricing-rules';

/** The current plan banner of /pricing: which plan, and until when (or that it has expired). */
export function CurrentPlanBanner({ userPlan }: { userPlan: UserPlan | undefined }) {
  const plan = userPlan?.plan;
  if (!plan) return null;
  const expired = isPlanExpired(userPlan);
  const trial = plan.billing_period === 'trial';
  const trialDays = trial ? daysLeft(plan.trial_end_date) : null;
  const detail = trial
    ? trialDays !== null && trialDays > 0
      ? `${trialDays} ${trialDays === 1 ? 'day' : 'days'} left of your free trial`
      : 'Your free trial has ended'
    : expiryText(userPlan.subscription);
  const Icon = expired ? CalendarX : BadgeCheck;
  return (
    <div
      role="status"
      data-testid="current-plan-banner"
      className={cn(
        'mx-auto mt-8 flex max-w-2xl items-center gap-3 rounded-2xl border px-4 py-3 text-sm',
        expired ? 'border-red-200 bg-red-50 text-red-800' : 'border-brand-200 bg-brand-50 text-brand-900',
      )}
    >
      <Icon className="h-5 w-5 shrink-0" aria-hidden />
      <p>
        Current plan: <span className="font-semibold">{plan.name}</span>
        {detail && (
          <span className="block text-xs opacity-80 sm:inline sm:before:content-['_·_']">{detail}</span>
        )}
      </p>
    </div>
  );
}
