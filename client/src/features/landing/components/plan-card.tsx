import { Calculator, Check, Infinity as InfinityIcon, Star } from 'lucide-react';
import { Link } from 'wouter';
import type { PublicPlan } from '@common/contracts/plans';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { isTrialPlan, periodNote, planLimitLines } from '@/lib/plan-lines';

/** One plan: price, period, per-tool limits, the calculator line, and a button to /login. */
export function PlanCard({ plan }: { plan: PublicPlan }) {
  const popular = Boolean(plan.is_popular);
  const trial = isTrialPlan(plan);
  return (
    <li
      aria-label={plan.name}
      className={cn(
        'relative flex flex-col rounded-2xl bg-white p-6 shadow-sm',
        popular ? 'ring-2 ring-brand-600 shadow-lg shadow-brand-900/10' : 'ring-1 ring-slate-200',
      )}
    >
      {popular && (
        <span className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-accent-400 px-3 py-1 text-xs font-semibold whitespace-nowrap text-slate-900 shadow-sm">
          <Star className="h-3.5 w-3.5 fill-current" aria-hidden />
          Most Popular
        </span>
      )}
      <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
      {plan.description && <p className="mt-1 text-sm xl:min-h-15 text-slate-600">{plan.description}</p>}
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">
          {formatMoney(plan.price, plan.currency)}
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-500">{periodNote(plan)}</p>
      {/* A trial starts with a new account (/signup); the spec's Get Started goes to /login. */}
      <Link
        href={trial ? '/signup' : '/login'}
        className={cn(buttonClass(popular ? 'primary' : 'secondary', 'md'), 'mt-6 w-full')}
        aria-label={`${trial ? 'Start free trial' : 'Get Started'} with ${plan.name}`}
      >
        {trial ? 'Start free trial' : 'Get Started'}
      </Link>
      <ul className="mt-6 space-y-3 border-t border-slate-100 pt-6 text-sm">
        {planLimitLines(plan).map((line) => (
          <li key={line.toolId} className="flex gap-2.5">
            {line.unlimited ? (
              <InfinityIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
            ) : (
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden />
            )}
            <span className="text-slate-700">
              <span className="font-medium text-slate-900">{line.toolName}:</span> {line.text}
            </span>
          </li>
        ))}
        <li className="flex gap-2.5">
          <Calculator className="mt-0.5 h-4 w-4 shrink-0 text-accent-500" aria-hidden />
          <span className="text-slate-700">Unlimited Business Calculator use</span>
        </li>
        {plan.daily_limit ? (
          <li className="pl-6.5 text-xs text-slate-500">Fair use: up to {plan.daily_limit} AI calls a day</li>
        ) : null}
      </ul>
    </li>
  );
}

export function PlanCardSkeleton() {
  return (
    <li
      aria-hidden
      className="flex animate-pulse flex-col gap-4 rounded-2xl bg-white p-6 ring-1 ring-slate-200"
    >
      <span className="h-5 w-24 rounded bg-slate-200" />
      <span className="h-4 w-full rounded bg-slate-100" />
      <span className="h-9 w-28 rounded bg-slate-200" />
      <span className="h-10 w-full rounded-lg bg-slate-100" />
      <span className="h-24 w-full rounded bg-slate-100" />
    </li>
  );
}
