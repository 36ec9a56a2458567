import {
  defaultChartDays,
  maxChartDays,
  type UsageDailyQuery,
  type UsageDailyResponse,
  historyItemNotFoundMessage,
  type UsageHistoryItem,
  type UsageHistoryQuery,
  type UsageHistoryResponse,
} from '@common/contracts/history';
import { paginationOf } from '@common/contracts/pagination';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { daysFrom, istDay, istDayStart, istNextDayStart, shiftDay } from '@common/time/india-calendar';
import { historyRepo, type HistoryFilter, type NewUsageEvent } from './history.repo.js';

const iso = (d: Date | string | null) => (d === null ? '' : new Date(d).toISOString());

export const historyService = (ctx: AppContext) => {
  const repo = historyRepo(ctx.database.db);
  return {
    record: (event: NewUsageEvent) => repo.insert(event),
    replayOf: (userId: string, key: string) => repo.byIdempotencyKey(userId, key),

    /** Calls per day of the period (the last 30 days without dates), every day listed, oldest first. */
    async daily(userId: string, q: UsageDailyQuery): Promise<UsageDailyResponse> {
      const end = q.endDate ?? istDay(ctx.clock.now());
      const earliest = shiftDay(end, -(maxChartDays - 1));
      const start = [q.startDate ?? shiftDay(end, -(defaultChartDays - 1)), earliest].sort().at(-1)!;
      const rows = await repo.daily({
        userId,
        toolId: q.toolId,
        from: istDayStart(start),
        until: istNextDayStart(end),
      });
      const byDay = new Map(rows.map((r) => [r.day, r]));
      const days: UsageDailyResponse['days'] = [];
      // Counted, never compared as text: the series has at most maxChartDays days whatever the dates.
      const length = Math.min(daysFrom(start, end) + 1, maxChartDays);
      for (let i = 0; i < length; i++) {
        const day = shiftDay(start, i);
        const row = byDay.get(day);
        days.push({ day, calls: row?.calls ?? 0, successful: row?.successful ?? 0 });
      }
      return { days };
    },

    /** One of the seller's own calls; another seller's, or none, is a 404. */
    async item(userId: string, id: number): Promise<UsageHistoryItem> {
      const row = await repo.item(userId, id);
      if (!row) throw notFound(historyItemNotFoundMessage);
      return { ...row, created_at: iso(row.created_at) };
    },

    /** A seller's own history: one page, the total, and statistics over the whole filtered range. */
    async history(userId: string, q: UsageHistoryQuery): Promise<UsageHistoryResponse> {
      const filter: HistoryFilter = {
        userId,
        toolId: q.toolId,
        from: q.startDate ? istDayStart(q.startDate) : undefined,
        until: q.endDate ? istNextDayStart(q.endDate) : undefined,
      };
      const [rows, stats] = await Promise.all([
        repo.page(filter, q.limit, (q.page - 1) * q.limit),
        repo.statistics(filter),
      ]);
      // The statistics cover exactly the filtered events, so their sum is the total: no separate count(*).
      const total = stats.reduce((sum, s) => sum + s.total_calls, 0);
      return {
        history: rows.map((r) => ({ ...r, created_at: iso(r.created_at) })),
        pagination: paginationOf(q.page, q.limit, total),
        statistics: stats.map((s) => ({
          ...s,
          failed_calls: s.total_calls - s.successful_calls - s.refused_calls,
          first_used: iso(s.first_used),
          last_used: iso(s.last_used),
        })),
      };
    },
  };
};
export type HistoryService = ReturnType<typeof historyService>;
