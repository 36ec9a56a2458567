import { Crown, Sparkles, Zap } from 'lucide-react';
import { Link } from 'wouter';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useUserPlan } from '../api/get-user-plan';
import { badgeState, type PlanTier } from '../plan-tier';

const tierStyle: Record<PlanTier, { tone: BadgeTone; icon: typeof Crown }> = {
  enterprise: { tone: 'brand', icon: Crown },
  pro: { tone: 'blue', icon: Crown },
  basic: { tone: 'green', icon: Zap },
  trial: { tone: 'yellow', icon: Sparkles },
};

function DaysLeft({ days }: { days: number }) {
  if (days <= 0) return <span className="text-xs font-medium text-red-600">Trial ended</span>;
  const word = days === 1 ? 'day' : 'days';
  return (
    <span className={cn('text-xs font-medium whitespace-nowrap', days <= 3 ? 'text-orange-600' : 'text-slate-600')}>
      <span className="sm:hidden" aria-hidden>
        {days}d left
      </span>
      <span className="sr-only sm:not-sr-only">
        {days} {word} left
      </span>
    </span>
  );
}

/** Spec 01 §4 "Plan badge": the tier, the trial days left (rounded up), and Upgrade while on trial. Sellers only. */
export function PlanBadge() {
  const plan = useUserPlan();
  const state = badgeState(plan.data);
  const { tone, icon: Icon } = tierStyle[state.tier];
  return (
    <div className="flex items-center gap-2" data-testid="plan-badge">
      <Badge tone={tone} className="whitespace-nowrap" title={plan.data?.plan?.name}>
        <Icon className="h-3 w-3" aria-hidden />
        {state.label}
      </Badge>
      {state.daysLeft !== null && <DaysLeft days={state.daysLeft} />}
      {state.onTrial && (
        <Link href="/pricing" className={cn(buttonClass('accent', 'sm'), 'h-7 px-2.5 text-xs sm:h-8 sm:px-3 sm:text-sm')}>
          Upgrade
        </Link>
      )}
    </div>
  );
}
