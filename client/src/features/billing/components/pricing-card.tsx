import { Calculator, Check, Infinity as InfinityIcon, Info, Star } from 'lucide-react';
import type { UpgradeCredits } from '@common/contracts/billing';
import type { PublicPlan } from '@common/contracts/plans';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { planLimitLines, periodNote } from '@/lib/plan-lines';
import { cn } from '@/lib/cn';
import { formatMoney, periodLabel } from '@/lib/format';
import type { CardState } from '../pricing-rules';

const buttonLabels: Record<CardState, string> = {
  current: 'Current Plan',
  renew: 'Renew Plan',
  choose: 'Choose Plan',
  loading: 'Loading Payment',
  processing: 'Processing',
};

interface PricingCardProps {
  plan: PublicPlan;
  state: CardState;
  /** Another card is busy: this one waits. */
  disabled: boolean;
  /** A different plan while a paid plan runs: it starts now. */
  switchNote?: string;
  /** The credit for the running paid plan's unused days, taken off this plan's price. */
  credit?: UpgradeCredits['credits'][number];
  onChoose: () => void;
}

/** One plan on /pricing. */
export function PricingCard({ plan, state, disabled, switchNote, credit, onChoose }: PricingCardProps) {
  const popular = plan.is_popular;
  const busy = state === 'loading' || state === 'processing';
  return (
    <li
      aria-label={plan.name}
      className={cn(
        'relative flex flex-col rounded-2xl bg-white p-6 shadow-sm',
        popular ? 'ring-2 ring-brand-600 shadow-lg shadow-brand-900/10' : 'ring-1 ring-slate-200',
        state === 'current' && 'bg-brand-50/40',
      )}
    >
      {popular && (
        <span className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-accent-400 px-3 py-1 text-xs font-semibold whitespace-nowrap text-slate-900 shadow-sm">
          <Star className="h-3.5 w-3.5 fill-current" aria-hidden /> Most Popular
        </span>
      )}
      <h2 className="text-lg font-semibold text-slate-900">{plan.name}</h2>
      {plan.description && <p className="mt-1 text-sm text-slate-600 xl:min-h-15">{plan.description}</p>}
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">
          {formatMoney(plan.price, plan.currency)}
        </span>
        {plan.billing_period !== 'forever' && (
          <span className="text-sm text-slate-500">
            /{periodLabel(plan.billing_period).replace(/ly$/, '')}
          </span>
        )}
      </p>
      <p className="mt-1 text-sm text-slate-500">{periodNote(plan)}</p>
      {credit && (
        <div
          className="mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900"
          data-testid="upgrade-credit"
        >
          <p>
            {credit.note}: <span className="font-semibold">-{formatMoney(credit.credit, plan.currency)}</span>
          </p>
          <p className="font-semibold">You pay {formatMoney(credit.amount_due, plan.currency)}</p>
        </div>
      )}
      <Button
        variant={state === 'current' ? 'secondary' : popular ? 'primary' : 'secondary'}
        className="mt-6 w-full"
        disabled={state === 'current' || busy || disabled}
        aria-label={`${buttonLabels[state]}: ${plan.name}`}
        onClick={onChoose}
      >
        {busy && <Spinner className="h-4 w-4" />}
        {buttonLabels[state]}
      </Button>
      {switchNote && (
        <p className="mt-3 flex gap-1.5 text-xs text-slate-500">
          <Info className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden /> {switchNote}
        </p>
      )}
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
      </ul>
    </li>
  );
}
