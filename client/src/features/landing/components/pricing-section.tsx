import { Info } from 'lucide-react';
import { trialDays } from '@common/constants/product';
import { cn } from '@/lib/cn';
import { usePricingPlans } from '../api/pricing-plans-api';
import { PlanCard, PlanCardSkeleton } from './plan-card';
import { SectionHeading } from './section-heading';

const columns = (count: number) =>
  count >= 4
    ? 'sm:grid-cols-2 xl:grid-cols-4'
    : count === 3
      ? 'md:grid-cols-3'
      : count === 2
        ? 'sm:grid-cols-2 max-w-3xl mx-auto'
        : 'max-w-sm mx-auto';

/** Plan cards from the pricing service, or the spec's fallback plans when it cannot be reached. */
export function PricingSection() {
  const state = usePricingPlans();
  const count = state.status === 'loading' ? 4 : state.plans.length;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple plans that grow with your store"
          lead={`Start with a ${trialDays}-day free trial, no card required. Upgrade when you are ready.`}
        />
        <ul aria-busy={state.status === 'loading'} className={cn('mt-14 grid gap-6 gap-y-8', columns(count))}>
          {state.status === 'loading'
            ? Array.from({ length: 4 }, (_, i) => <PlanCardSkeleton key={i} />)
            : state.plans.map((plan) => <PlanCard key={plan.id} plan={plan} />)}
        </ul>
        {state.status === 'fallback' && (
          <p
            role="note"
            className="mx-auto mt-6 flex max-w-xl items-start justify-center gap-2 text-center text-xs text-slate-500"
          >
            <Info className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
            Live prices could not be loaded just now; these are our standard plans. Sign in to see the current
            prices.
          </p>
        )}
        <p className="mt-8 text-center text-sm text-slate-500">
          Prices include access to every marketplace. Payments are processed securely by Razorpay.
        </p>
      </div>
    </section>
  );
}
