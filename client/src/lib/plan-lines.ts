import type { PublicPlan } from '@common/contracts/plans';
import { calculatorToolId } from '@common/constants/tools';
import { trialDays } from '@common/constants/product';
import { isCountedLimit, limitLabel, periodLabel } from '@/lib/format';

export interface LimitLine {
  toolId: string;
  toolName: string;
  /** 'Unlimited', 'No Limit', '100 calls per month' or '3 calls during the trial'. */
  text: string;
  unlimited: boolean;
}

export const isTrialPlan = (plan: Pick<PublicPlan, 'billing_period'>) => plan.billing_period === 'trial';

/** The per-tool lines of a plan card, by tool id, the calculator left out. */
export function planLimitLines(plan: Pick<PublicPlan, 'limits' | 'billing_period'>): LimitLine[] {
  // Limits are monthly whatever the billing period; the trial's cover the whole trial.
  const per = isTrialPlan(plan) ? 'during the trial' : 'per month';
  return Object.entries(plan.limits ?? {})
    .filter(([toolId]) => Number(toolId) !== calculatorToolId)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([toolId, limit]) => {
      const label = limitLabel(limit);
      const counted = isCountedLimit(limit);
      const calls = limit.monthly_limit === 1 ? 'call' : 'calls';
      return {
        toolId,
        toolName: limit.tool_name,
        text: counted ? `${label} ${calls} ${per}` : label,
        unlimited: label === 'Unlimited',
      };
    });
}

/** The small line under the price: 'billed monthly', '14-day free trial', 'one-time payment'. */
export function periodNote(plan: Pick<PublicPlan, 'billing_period' | 'trial_days'>): string {
  if (isTrialPlan(plan)) return `${plan.trial_days ?? trialDays}-day ${periodLabel('trial')}`;
  if (plan.billing_period === 'forever') return `${periodLabel('forever')} payment`;
  return `billed ${periodLabel(plan.billing_period)}`;
}
