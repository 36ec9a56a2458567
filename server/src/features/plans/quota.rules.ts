import { fallbackDailyLimit } from '@common/constants/product';
import type { QuotaReason, QuotaRefusal } from '@common/contracts/plans';
import { istDay, istMonth } from '@common/time/india-calendar';
import type { CurrentPlan } from './quota.repo.js';

type CountField = 'trial_count' | 'daily_count' | 'monthly_count';
type LimitField = 'trial_limit' | 'daily_limit' | 'monthly_limit';

/** One counter a call must fit under. `limit` null means no limit. */
export interface QuotaCheck {
  period: string;
  limit: number | null;
  reason: Extract<QuotaReason, `${string}_exceeded`>;
  countField: CountField;
  limitField: LimitField;
}

export type QuotaPlan =
  | { allowed: true; checks: QuotaCheck[] }
  | { allowed: false; reason: Extract<QuotaReason, 'trial_expired' | 'plan_expired'> };

export interface ToolLimit {
  monthlyLimit: number;
  isUnlimited: boolean;
}

/** is_unlimited, -1 and 0 all mean no limit; a tool the plan does not list gets none. */
export const effectiveLimit = (limit: ToolLimit | undefined): number | null => {
  if (!limit) return 0;
  return limit.isUnlimited || limit.monthlyLimit <= 0 ? null : limit.monthlyLimit;
};

export const isExpired = (current: CurrentPlan, now: Date) =>
  current.subscription.status !== 'active' ||
  (current.subscription.endDate !== null && current.subscription.endDate.getTime() <= now.getTime());

/**
 * The counters a call is checked against: the whole-trial counter on a trial plan; on a paid
 * plan the month's counter and the day's cap, both on the Asia/Kolkata calendar.
 */
export function quotaPlan(
  current: CurrentPlan | undefined,
  limit: ToolLimit | undefined,
  now: Date,
): QuotaPlan {
  if (!current) return { allowed: false, reason: 'trial_expired' };
  const trial = current.plan.billingPeriod === 'trial';
  if (isExpired(current, now)) return { allowed: false, reason: trial ? 'trial_expired' : 'plan_expired' };
  if (trial) {
    return {
      allowed: true,
      checks: [
        {
          period: 'trial',
          limit: effectiveLimit(limit),
          reason: 'trial_limit_exceeded',
          countField: 'trial_count',
          limitField: 'trial_limit',
        },
      ],
    };
  }
  return {
    allowed: true,
    checks: [
      {
        period: `m:${istMonth(now)}`,
        limit: effectiveLimit(limit),
        reason: 'monthly_limit_exceeded',
        countField: 'monthly_count',
        limitField: 'monthly_limit',
      },
      {
        period: `d:${istDay(now)}`,
        limit: current.plan.dailyLimit ?? fallbackDailyLimit,
        reason: 'daily_limit_exceeded',
        countField: 'daily_count',
        limitField: 'daily_limit',
      },
    ],
  };
}

const messages: Record<QuotaReason, (tool: string, limit: number | null) => string> = {
  trial_limit_exceeded: (tool, limit) =>
    `You have used all ${limit} ${tool} calls of your free trial. Upgrade to continue.`,
  daily_limit_exceeded: (tool, limit) =>
    `You have reached today's limit of ${limit} ${tool} calls. Try again tomorrow or upgrade your plan.`,
  monthly_limit_exceeded: (tool, limit) =>
    `You have used all ${limit} ${tool} calls this month. Upgrade to continue.`,
  trial_expired: () => 'Your free trial has ended. Upgrade to continue.',
  plan_expired: () => 'Your plan has expired. Please renew your subscription to continue using this tool.',
};

/** The refusal body: reason, message, plan.name, usage.*_count, limits.*_limit. */
export function refusalBody(
  reason: QuotaReason,
  planName: string,
  toolName: string,
  check?: { countField: CountField; limitField: LimitField; count: number; limit: number | null },
): QuotaRefusal {
  return {
    code: reason === 'trial_expired' || reason === 'plan_expired' ? 'PAYMENT_REQUIRED' : 'RATE_LIMITED',
    reason,
    message: messages[reason](toolName, check?.limit ?? null),
    plan: { name: planName },
    usage: check ? { [check.countField]: check.count } : {},
    limits: check && check.limit !== null ? { [check.limitField]: check.limit } : {},
  };
}
