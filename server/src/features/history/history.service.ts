import {
  historyItemNotFoundMessage,
  type UsageHistoryItem,
  type UsageHistoryQuery,
  type UsageHistoryResponse,
} from '@common/contracts/history';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { istDayStart, istNextDayStart } from '../../lib/india-calendar.js';
import { historyRepo, type HistoryFilter, type NewUsageEvent } from './history.repo.js';

const iso = (d: Date | string | null) => (d === null ? '' : new Date(d).toISOString());

export const historyService = (ctx: AppContext) => {
  const repo = historyRepo(ctx.database.db);
  return {
    record: (event: NewUsageEvent) => repo.insert(event),
    replayOf: (userId: string, key: string) => repo.byIdempotencyKey(userId, key),

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
        pagination: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
        statistics: stats.map((s) => ({
          ...s,
          failed_calls: s.total_calls - s.successful_calls,
          first_used: iso(s.first_used),
          last_used: iso(s.last_used),
        })),
      };
    },
  };
};
export type HistoryService = ReturnType<typeof historyService>;
