import { and, count, desc, eq, gte, lt, max, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tools, usageEvents } from '../../db/schema/index.js';
import { refusedStatuses } from '@common/contracts/call-outcome';

/** The refused statuses as SQL (our own constant numbers). */
const refused = sql.raw(refusedStatuses.map((s) => String(Math.trunc(s))).join(', '));

export type NewUsageEvent = typeof usageEvents.$inferInsert;

export interface HistoryFilter {
  userId: string;
  toolId?: number;
  from?: Date;
  until?: Date;
}

const whereOf = (f: HistoryFilter): SQL | undefined =>
  and(
    eq(usageEvents.userId, f.userId),
    f.toolId ? eq(usageEvents.toolId, f.toolId) : undefined,
    f.from ? gte(usageEvents.createdAt, f.from) : undefined,
    f.until ? lt(usageEvents.createdAt, f.until) : undefined,
  );

/** The columns of a history item, with the tool's name. */
const itemColumns = {
  id: usageEvents.id,
  tool_id: usageEvents.toolId,
  tool_name: tools.name,
  usage_type: usageEvents.usageType,
  usage_count: usageEvents.usageCount,
  request_data: usageEvents.requestData,
  response_data: usageEvents.responseData,
  response_status: usageEvents.responseStatus,
  created_at: usageEvents.createdAt,
};

export const historyRepo = (db: Db) => ({
  async insert(event: NewUsageEvent) {
    const [row] = await db.insert(usageEvents).values(event).returning({ id: usageEvents.id });
    return row!.id;
  },

  async byIdempotencyKey(userId: string, key: string) {
    const [row] = await db
      .select({
        toolId: usageEvents.toolId,
        requestData: usageEvents.requestData,
        responseData: usageEvents.responseData,
      })
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, userId), eq(usageEvents.idempotencyKey, key)));
    return row;
  },

  /** One page of a user's events, newest first, with tool names (index: user_id, created_at desc). */
  page(filter: HistoryFilter, limit: number, offset: number) {
    return db
      .select(itemColumns)
      .from(usageEvents)
      .innerJoin(tools, eq(tools.id, usageEvents.toolId))
      .where(whereOf(filter))
      .orderBy(desc(usageEvents.createdAt), desc(usageEvents.id))
      .limit(limit)
      .offset(offset);
  },

  /** One event of this user by its id (primary key), or undefined. */
  async item(userId: string, id: number) {
    const [row] = await db
      .select(itemColumns)
      .from(usageEvents)
      .innerJoin(tools, eq(tools.id, usageEvents.toolId))
      .where(and(eq(usageEvents.id, id), eq(usageEvents.userId, userId)));
    return row;
  },

  /** Calls and successes per India calendar day ('YYYY-MM-DD'), for the days that have any. */
  daily(filter: HistoryFilter) {
    const day = sql<string>`to_char(${usageEvents.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
    return db
      .select({
        day,
        calls: count(),
        successful: sql<number>`count(*) filter (where ${usageEvents.responseStatus} = 200)`.mapWith(Number),
      })
      .from(usageEvents)
      .where(whereOf(filter))
      .groupBy(day);
  },

  /** Per tool and plan: totals, successes, failures, first and last use. */
  statistics(filter: HistoryFilter) {
    return db
      .select({
        tool_id: usageEvents.toolId,
        tool_name: tools.name,
        plan_name: usageEvents.planName,
        billing_period: usageEvents.billingPeriod,
        total_calls: count(),
        successful_calls: sql<number>`count(*) filter (where ${usageEvents.responseStatus} = 200)`.mapWith(
          Number,
        ),
        refused_calls:
          sql<number>`count(*) filter (where ${usageEvents.responseStatus} in (${refused}))`.mapWith(Number),
        first_used: min(usageEvents.createdAt),
        last_used: max(usageEvents.createdAt),
      })
      .from(usageEvents)
      .innerJoin(tools, eq(tools.id, usageEvents.toolId))
      .where(whereOf(filter))
      .groupBy(usageEvents.toolId, tools.name, usageEvents.planName, usageEvents.billingPeriod)
      .orderBy(tools.name);
  },
});
