import { Crown, Sparkles, Zap } from 'lucide-react';
import { Link } from 'wouter';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useUserPlan } from '../api/user-plan-api';
import { badgeState, type PlanTier } from '../plan-tier';

const tierStyle: Record<PlanTier, { tone: BadgeTone; icon: typeof Crown }> = {
  enterprise: { tone: 'brand', icon: Crown },
  pro: { tone: 'blue', icon: Crown },
  basic: { tone: 'green', icon: Zap },
  trial: { tone: 'yellow', icon: Sparkles },
};

function daysText(days: number, short: boolean) {
  if (days <= 0) return 'Trial ended';
  if (short) return `${days}d left`;
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

const daysTone = (days: number) =>
  days <= 0 ? 'text-red-600' : days <= 3 ? 'text-orange-600' : 'text-slate-600';

/** The plan badge: the tier, the trial days left (rounded up), and Upgrade while on trial. Sellers only. */
export function PlanBadge() {
  const plan = useUserPlan();
  const state = badgeState(plan.data);
  const { tone, icon: Icon } = tierStyle[state.tier];
  const days = state.daysLeft;
  return (
    <div className="flex items-center gap-2" data-testid="plan-badge">
      <Badge tone={tone} className="whitespace-nowrap" title={plan.data?.plan?.name}>
        <Icon className={cn('h-3 w-3', days !== null && 'hidden sm:block')} aria-hidden />
        <span className={cn(days !== null && 'sr-only sm:not-sr-only')}>{state.label}</span>
        {days !== null && (
          <span className="sm:hidden" aria-hidden>
            {daysText(days, true)}
          </span>
        )}
      </Badge>
      {days !== null && (
        <span className={cn('sr-only text-xs font-medium whitespace-nowrap sm:not-sr-only', daysTone(days))}>
          {daysText(days, false)}
        </span>
      )}
      {state.onTrial && (
        <Link
          href="/pricing"
          className={cn(buttonClass('accent', 'sm'), 'h-7 px-2.5 text-xs sm:h-8 sm:px-3 sm:text-sm')}
        >
          Upgrade
        </Link>
      )}
    </div>
  );
}
