import { fallbackDailyLimit, fallbackTrialLimit, usageWarningThreshold } from '@common/constants/product';
import type { ToolUsage } from '@common/contracts/plans';

export type UsageLike = Pick<ToolUsage, 'used' | 'limit' | 'is_unlimited'>;
export type UsageStatus = 'active' | 'near-limit' | 'limit-reached' | 'denied';

export const statusLabels: Record<UsageStatus, string> = {
  active: 'Active',
  'near-limit': 'Near Limit',
  'limit-reached': 'Limit Reached',
  denied: 'Access Denied',
};

/** -1 or is_unlimited means Unlimited. */
export const isUnlimited = (u: UsageLike) => u.is_unlimited || u.limit === -1;
/** Unlimited, or a limit of 0 which means 'No Limit': nothing to count against. */
export const isUncounted = (u: UsageLike) => isUnlimited(u) || u.limit === 0;

/** The limit as shown: '∞' for unlimited, 'No Limit' for 0, else the number with grouping. */
export const limitText = (u: UsageLike) =>
  isUnlimited(u) ? '∞' : u.limit === 0 ? 'No Limit' : new Intl.NumberFormat('en-US').format(u.limit);

/** Bar width in percent: used over limit, capped at 100, full when nothing is counted. */
export function usagePercent(u: UsageLike): number {
  if (isUncounted(u)) return 100;
  return Math.min(100, Math.max(0, (u.used / u.limit) * 100));
}

/** Share of a counted limit already used (0 when nothing is counted). */
const ratio = (used: number, limit: number | null | undefined) => (limit && limit > 0 ? used / limit : 0);

/**
 * The usage card's state: Access Denied when the subscription is expired, Near Limit at 80% or more of the
 * period's limit (or of today's cap on a paid plan), else Active; and Limit Reached once every
 * call of the period, or of today's cap, is used (3 of 3 is not 'near' the limit).
 */
export function usageStatus(
  u: (UsageLike & Partial<Pick<ToolUsage, 'daily_used' | 'daily_limit'>>) | undefined,
  expired: boolean,
): UsageStatus {
  if (expired) return 'denied';
  if (!u) return 'active';
  const period = isUncounted(u) ? 0 : ratio(u.used, u.limit);
  const today = ratio(u.daily_used ?? 0, u.daily_limit);
  const share = Math.max(period, today);
  if (share >= 1) return 'limit-reached';
  return share >= usageWarningThreshold ? 'near-limit' : 'active';
}

/** When the plan cannot be loaded the client does not block: full access, daily 20, trial 3. */
export const fallbackAccess = {
  hasAccess: true,
  dailyLimit: fallbackDailyLimit,
  trialLimit: fallbackTrialLimit,
} as const;

/** One AI tool's usage, as a row of the sidebar's 'Usage This Month' panel. */
export interface ToolUsageRow {
  id: number;
  name: string;
  usage: UsageLike;
}

/** Sums used and limit over the AI tools; any unlimited tool makes the total unlimited. */
export function usageTotals(rows: readonly ToolUsageRow[]): UsageLike {
  const used = rows.reduce((sum, r) => sum + r.usage.used, 0);
  if (rows.some((r) => isUnlimited(r.usage))) return { used, limit: -1, is_unlimited: true };
  return { used, limit: rows.reduce((sum, r) => sum + Math.max(0, r.usage.limit), 0), is_unlimited: false };
}

/** The tools (by id) that can still be called: not expired, and neither the period's nor today's calls used up. */
export function toolsWithCallsLeft(
  toolIds: readonly number[],
  plan: {
    usage: Record<string, UsageLike & Partial<Pick<ToolUsage, 'daily_used' | 'daily_limit'>>>;
    expired: boolean;
  },
): number[] {
  return toolIds.filter((id) => {
    const status = usageStatus(plan.usage[String(id)], plan.expired);
    return status !== 'limit-reached' && status !== 'denied';
  });
}
