import { z } from 'zod';
import { pageQuery, paginationSchema } from './pagination';

/** The days a seller could mean in the history's filters, both included; any other is refused. */
export const firstFilterDay = '2000-01-01';
export const lastFilterDay = '2100-12-31';
export const filterDayRangeMessage = 'Use a date from 2000 to 2100';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-21')
  .refine((d) => {
    const parsed = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(d);
  }, 'That date does not exist')
  .refine((d) => d >= firstFilterDay && d <= lastFilterDay, filterDayRangeMessage)
  .meta({
    format: 'date',
    description: `A calendar day (Asia/Kolkata) from ${firstFilterDay} to ${lastFilterDay}: '${filterDayRangeMessage}' otherwise`,
  });

const endBeforeStartMessage = 'The end date must be on or after the start date';

/** The history's filters: a tool, and Asia/Kolkata calendar days, both ends included. */
const historyFilterFields = {
  toolId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate
    .optional()
    .meta({ description: `The last day; not before startDate ('${endBeforeStartMessage}')` }),
};
/** A range whose end comes before its start is refused on the end date. */
const endNotBeforeStart = <T extends { startDate?: string; endDate?: string }>(schema: z.ZodType<T>) =>
  schema.refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    path: ['endDate'],
    message: endBeforeStartMessage,
  });

/** GET /api/usage/history query. */
export const usageHistoryQuerySchema = endNotBeforeStart(
  z.object({
    ...pageQuery,
    ...historyFilterFields,
  }),
);
export type UsageHistoryQuery = z.infer<typeof usageHistoryQuerySchema>;

export const usageHistoryItemSchema = z.object({
  id: z.number().int(),
  tool_id: z.number().int(),
  tool_name: z.string(),
  usage_type: z.string(),
  usage_count: z.number().int(),
  request_data: z.unknown(),
  response_data: z.unknown(),
  response_status: z.number().int(),
  created_at: z.string(),
});
export type UsageHistoryItem = z.infer<typeof usageHistoryItemSchema>;

/** GET /api/usage/history/{id}: one of the seller's own calls (anyone else's is a 404). */
export const usageHistoryItemParamsSchema = z.object({
  id: z.coerce
    .number()
    .int('Not a history item id')
    .min(1)
    .max(2 ** 53 - 1),
});
export const historyItemNotFoundMessage = 'History item not found';

export const usageStatisticSchema = z.object({
  tool_id: z.number().int(),
  tool_name: z.string(),
  plan_name: z.string().nullable(),
  billing_period: z.string().nullable(),
  total_calls: z.number().int(),
  successful_calls: z.number().int(),
  /** Refused by the plan (limit reached, plan expired): not failures. */
  refused_calls: z.number().int(),
  failed_calls: z.number().int(),
  first_used: z.string(),
  last_used: z.string(),
});
export type UsageStatistic = z.infer<typeof usageStatisticSchema>;

export const usageHistoryResponseSchema = z.object({
  history: z.array(usageHistoryItemSchema),
  pagination: paginationSchema,
  statistics: z.array(usageStatisticSchema),
});
export type UsageHistoryResponse = z.infer<typeof usageHistoryResponseSchema>;

/** GET /api/usage/history/daily: the same filters as the history, without paging. */
export const usageDailyQuerySchema = endNotBeforeStart(z.object(historyFilterFields));
export type UsageDailyQuery = z.infer<typeof usageDailyQuerySchema>;

/** Calls per India day of the period, every day present (0 when none): the Usage Analytics chart. */
export const usageDailyResponseSchema = z.object({
  days: z.array(z.object({ day: z.string(), calls: z.number().int(), successful: z.number().int() })),
});
export type UsageDailyResponse = z.infer<typeof usageDailyResponseSchema>;

/** Without dates the chart shows the last 30 days; a period is at most 366 days (the newest kept). */
export const defaultChartDays = 30;
export const maxChartDays = 366;
