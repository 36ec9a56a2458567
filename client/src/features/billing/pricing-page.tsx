import { AlertTriangle, RefreshCw, Tags } from 'lucide-react';
import { useState } from 'react';
import type { PublicPlan } from '@common/contracts/plans';
import { PolicyLinks } from '@/components/layout/policy-links';
import { Button } from '@/components/ui/button';
import { ListState } from '@/components/ui/list-states';
import { PlanExpiredDialog, useUserPlan } from '@/features/plans';
import { cn } from '@/lib/cn';
import { useBillingPlans, useUpgradeCredits } from './api/billing-api';
import { useBillingDetails } from './checkout/use-billing-details';
import { useCheckout } from './checkout/use-checkout';
import { BillingDetailsForm } from './components/billing-details-form';
import { CurrentPlanBanner } from './components/current-plan-banner';
import { PricingCard } from './components/pricing-card';
import { buyablePlans, cardState, isPlanExpired, switchNote } from './pricing-rules';

const columns = (count: number) =>
  count >= 4
    ? 'sm:grid-cols-2 xl:grid-cols-4'
    : count === 3
      ? 'md:grid-cols-3'
      : 'sm:grid-cols-2 max-w-3xl mx-auto';

/** /pricing: 'Choose Your Plan', the current plan banner, the plan cards and the checkout. */
export default function PricingPage() {
  const plans = useBillingPlans();
  const userPlan = useUserPlan();
  const checkout = useCheckout();
  const details = useBillingDetails();
  const buy = (plan: PublicPlan) => {
    const billing = details.confirm();
    if (billing) void checkout.choose(plan, billing);
  };
  const credits = useUpgradeCredits();
  const expired = isPlanExpired(userPlan.data);
  // The Plan Expired dialog opens by itself while the plan is expired, until the seller closes it.
  const [expiredClosed, setExpiredClosed] = useState(false);
  const list = buyablePlans(plans.data);
  const renewable = list.find((p) => p.id === userPlan.data?.plan?.id);

  return (
    <div className="mx-auto max-w-6xl">
      <header className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Choose Your Plan</h1>
        <p className="mt-2 text-slate-600">
          Prices in rupees, GST included. Pay securely with UPI, cards or net banking.
        </p>
      </header>
      <CurrentPlanBanner userPlan={userPlan.data} />
      {checkout.gatewayFailed && (
        <div className="mx-auto mt-8 max-w-xl" data-testid="gateway-error">
          <ListState
            variant="card"
            icon={AlertTriangle}
            title="Payment Gateway Error"
            text="Failed to load payment gateway. Check your connection, then refresh the page."
            action={
              <Button onClick={() => window.location.reload()}>
                <RefreshCw className="h-4 w-4" aria-hidden /> Refresh Page
              </Button>
            }
          />
        </div>
      )}
      <BillingDetailsForm
        values={details.values}
        errors={details.errors}
        open={details.open}
        onOpenChange={details.setOpen}
        onChange={details.setValues}
      />
      {plans.isPending ? (
        <p role="status" className="mt-12 text-center text-sm text-slate-500">
          Loading plans…
        </p>
      ) : plans.isError || list.length === 0 ? (
        <div className="mx-auto mt-12 max-w-xl">
          <ListState
            variant="card"
            icon={Tags}
            title="Failed to Load Pricing Plans"
            text="We could not load the plans just now."
            action={<Button onClick={() => void plans.refetch()}>Try Again</Button>}
          />
        </div>
      ) : (
        <ul className={cn('mt-12 grid gap-6 gap-y-8', columns(list.length))}>
          {list.map((plan) => (
            <PricingCard
              key={plan.id}
              plan={plan}
              state={cardState(plan, userPlan.data, checkout.busy)}
              disabled={checkout.busy !== null}
              switchNote={switchNote(plan, userPlan.data)}
              credit={credits.data?.credits.find((c) => c.plan_id === plan.id)}
              onChoose={() => buy(plan)}
            />
          ))}
        </ul>
      )}
      <p className="mt-10 text-center text-sm text-slate-500">
        A plan runs for its billing period from the day you pay; renewing it extends it from its end date.
      </p>
      <PolicyLinks className="mt-4 justify-center" />
      <PlanExpiredDialog
        open={expired && !expiredClosed && checkout.busy === null}
        onOpenChange={(open) => setExpiredClosed(!open)}
        onRenew={renewable ? () => buy(renewable) : undefined}
      />
    </div>
  );
}
