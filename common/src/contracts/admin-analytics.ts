import { z } from 'zod';

/**
 * Definitions. Users: every account not deleted, admins included.
 * Active users: status active. Premium users: a running paid plan (price above 0) other than Free Trial.
 * Active subscriptions: running subscriptions, trial or paid ("running": not cancelled, end date ahead or
 * none). Growth figures: the last 30 days against the 30 days before, in percent with one decimal (100 when
 * the earlier window had none and this one has some). Days and months are Asia/Kolkata calendar ones.
 */

/** GET /api/admin/analytics. */
export const adminAnalyticsSchema = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  premiumUsers: z.number().int(),
  activeSubscriptions: z.number().int(),
  /** Sign-ups in the last 30 days against the 30 before. */
  userGrowth: z.number(),
  newUsersLast30Days: z.number().int(),
  suspendedUsers: z.number().int(),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

/** GET /api/admin/revenue/analytics: completed payments in rupees. */
export const revenueAnalyticsSchema = z.object({
  totalRevenue: z.number(),
  /** This calendar month so far. */
  currentMonthRevenue: z.number(),
  /** Revenue of the last 30 days against the 30 before. */
  revenueGrowth: z.number(),
  premiumUsers: z.number().int(),
  currency: z.literal('INR'),
});
export type RevenueAnalytics = z.infer<typeof revenueAnalyticsSchema>;

/** GET /api/admin/usage/analytics: AI calls recorded (successful or not). */
export const usageAnalyticsSchema = z.object({
  totalUsage: z.number().int(),
  /** This calendar month so far. */
  monthlyUsage: z.number().int(),
  /** Today. */
  dailyUsage: z.number().int(),
  /** Calls of the last 30 days against the 30 before. */
  apiUsageGrowth: z.number(),
  byTool: z.array(
    z.object({
      tool_id: z.number().int(),
      tool_name: z.string(),
      total: z.number().int(),
      monthly: z.number().int(),
      successful: z.number().int(),
    }),
  ),
});
export type UsageAnalytics = z.infer<typeof usageAnalyticsSchema>;

/** The windows the dashboard's charts offer, in days. */
export const trendWindows = [30, 90] as const;
export const usageTrendsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (trendWindows as readonly number[]).includes(d), 'Use 30 or 90 days')
    .default(30)
    .meta({ enum: [...trendWindows] }),
});

/** GET /api/admin/usage/trends: one point per day, oldest first, today last. */
export const usageTrendsSchema = z.object({
  days: z.number().int(),
  userGrowth: z.number(),
  series: z.array(
    z.object({
      date: z.string(),
      signups: z.number().int(),
      aiCalls: z.number().int(),
      /** Rupees. */
      revenue: z.number(),
    }),
  ),
});
export type UsageTrends = z.infer<typeof usageTrendsSchema>;

/** Percent change with one decimal; 100 when there was nothing before and something now. */
export function growthPercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
