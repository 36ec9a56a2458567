import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import type { UserPlan } from '@common/contracts/plans';
import { buttonClass } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { isUnlimited, limitText, UsageBar, usageStatus } from '@/features/plans';
import { toolName, useTools } from '@/features/tools';
import { cn } from '@/lib/cn';
import { formatMoney, periodLabel } from '@/lib/format';
import { expiresSoon, expiryText } from '../billing-dates';
import { isPlanExpired } from '../pricing-rules';

/** Billing's Current Plan tab: the plan, its price and period, the expiry state and usage bars. */
export function CurrentPlanTab({ userPlan }: { userPlan: UserPlan | undefined }) {
  const tools = useTools(true);
  const plan = userPlan?.plan;
  const subscription = userPlan?.subscription ?? null;
  const expired = isPlanExpired(userPlan);
  const days = subscription?.days_until_expiry;
  const expiry = expiryText(subscription);
  const assigned = subscription?.assigned_by_admin === true;
  const paid = subscription && !assigned && plan?.billing_period !== 'trial';
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle className="text-xl" data-testid="billing-plan-name">
            {plan?.name ?? 'Free Trial'}
          </CardTitle>
          {plan?.description && <p className="mt-1 text-sm text-slate-600">{plan.description}</p>}
        </div>
        <div className="text-right" data-testid="billing-plan-price">
          {assigned ? (
            <p className="text-sm font-medium text-slate-700">Assigned by Vikreta</p>
          ) : (
            <p className="text-2xl font-bold text-slate-900">
              {formatMoney(plan?.price ?? 0, plan?.currency)}
              <span className="text-sm font-normal text-slate-500">
                {' '}
                / {periodLabel(plan?.billing_period)}
              </span>
            </p>
          )}
          {paid && (
            <p className="text-xs text-slate-500" data-testid="billing-amount-paid">
              Amount paid: {formatMoney(subscription.amount, subscription.currency)}
            </p>
          )}
        </div>
      </CardHeader>
      <CardBody className="space-y-5">
        {expiry && (
          <p
            data-testid="billing-expiry"
            className={cn(
              'text-sm font-medium',
              expired ? 'text-red-600' : expiresSoon(days) ? 'text-orange-600' : 'text-slate-700',
            )}
          >
            {expiry}
          </p>
        )}
        <div className="space-y-4">
          <h3 className="text-sm font-semibold text-slate-900">Usage this period</h3>
          {Object.entries(userPlan?.usage ?? {}).map(([toolId, usage]) => {
            const name = toolName(tools.data, Number(toolId));
            return (
              <div key={toolId} className="space-y-1.5">
                <div className="flex justify-between gap-3 text-sm">
                  <span className="text-slate-700">{name}</span>
                  <span className="font-medium text-slate-900">
                    {isUnlimited(usage) ? `${usage.used} / ∞` : `${usage.used} / ${limitText(usage)}`}
                  </span>
                </div>
                <UsageBar
                  usage={usage}
                  status={isUnlimited(usage) ? 'unlimited' : usageStatus(usage, expired)}
                  label={`${name} usage`}
                />
              </div>
            );
          })}
        </div>
        <Link href="/pricing" className={cn(buttonClass('primary', 'md'), 'w-full sm:w-auto')}>
          View All Plans <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </CardBody>
    </Card>
  );
}
