import type { ToolUsage, UserPlan } from '@common/contracts/plans';
import { isUncounted, limitText, statusLabels, usageStatus, type UsageStatus } from './usage-status';

/** The usage meter of one tool, as the usage card shows it. */
export interface UsageMeter {
  usage: ToolUsage;
  /** 'Trial calls' on the trial, else 'This month'. */
  periodLabel: string;
  /** e.g. '79 / 100 calls' or '42 / ∞ calls'. */
  countText: string;
  /** The bar is green and full when nothing is counted. */
  barStatus: UsageStatus | 'unlimited';
  /** e.g. 'Today: 4 / 20 calls' on a plan with a daily cap, else null. */
  dailyText: string | null;
}

export interface UsageCardView {
  status: UsageStatus;
  statusLabel: string;
  /** Null when the plan records no usage for this tool. */
  meter: UsageMeter | null;
  /** An expired subscription shows the renew notice. */
  expired: boolean;
  planName: string;
}

/** Active, Near Limit at 80% (of the period or of today's cap), Access Denied once the plan has expired. */
export function usageCardView(plan: UserPlan, toolId: number): UsageCardView {
  const usage = plan.usage[String(toolId)];
  const expired = plan.subscription?.is_expired ?? false;
  const status = usageStatus(usage, expired);
  return {
    status,
    statusLabel: statusLabels[status],
    expired,
    planName: plan.plan?.name ?? 'Free Trial',
    meter: usage
      ? {
          usage,
          periodLabel: plan.plan?.billing_period === 'trial' ? 'Trial calls' : 'This month',
          countText: `${usage.used} / ${limitText(usage)} calls`,
          barStatus: isUncounted(usage) ? 'unlimited' : status,
          dailyText:
            usage.daily_limit != null ? `Today: ${usage.daily_used ?? 0} / ${usage.daily_limit} calls` : null,
        }
      : null,
  };
}
