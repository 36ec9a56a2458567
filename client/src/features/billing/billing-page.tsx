import * as Tabs from '@radix-ui/react-tabs';
import { CreditCard, Receipt } from 'lucide-react';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { ListLoading, ListState } from '@/components/ui/list-states';
import { Button } from '@/components/ui/button';
import { useUserPlan } from '@/features/plans';
import { useBillingHistory } from './api/billing-api';
import { CurrentPlanTab } from './components/current-plan-tab';
import { PaymentHistoryTab } from './components/payment-history-tab';

const tabClass =
  'inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:flex-none';

/** /billing: Current Plan with Quick Stats, and Payment History. */
export default function BillingPage() {
  const userPlan = useUserPlan();
  const history = useBillingHistory();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Billing</h1>
        <p className="mt-1 text-slate-600">Your plan, its usage, and your payments and invoices.</p>
      </div>
      <Tabs.Root defaultValue="plan" className="space-y-4">
        <Tabs.List aria-label="Billing" className="flex gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex">
          <Tabs.Trigger value="plan" className={tabClass}>
            <CreditCard className="h-4 w-4" aria-hidden /> Current Plan
          </Tabs.Trigger>
          <Tabs.Trigger value="payments" className={tabClass}>
            <Receipt className="h-4 w-4" aria-hidden /> Payment History
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="plan" className="grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            {userPlan.isPending ? (
              <ListLoading label="Loading your plan…" />
            ) : userPlan.isError ? (
              <ListState
                icon={CreditCard}
                title="Failed to fetch user plan"
                action={<Button onClick={() => void userPlan.refetch()}>Try Again</Button>}
              />
            ) : (
              <CurrentPlanTab userPlan={userPlan.data} />
            )}
          </div>
          <Card className="self-start" data-testid="quick-stats">
            <CardHeader>
              <CardTitle>Quick Stats</CardTitle>
            </CardHeader>
            <CardBody>
              <dl className="space-y-3 text-sm">
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">Completed payments</dt>
                  <dd className="font-semibold text-slate-900">
                    {history.isError ? '–' : (history.data?.completed_payments ?? '…')}
                  </dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">Current plan</dt>
                  <dd className="font-semibold text-slate-900">
                    {userPlan.data?.plan?.name ?? 'Free Trial'}
                  </dd>
                </div>
              </dl>
            </CardBody>
          </Card>
        </Tabs.Content>
        <Tabs.Content value="payments">
          <PaymentHistoryTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
