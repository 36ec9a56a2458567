import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import type { z } from 'zod';
import type { UsageHistoryItem } from '@common/contracts/history';
import { historyKeys, useUsageHistory } from '@/features/history';
import { api } from '@/lib/api-client';

/** A result shown again: the request it answered, the answer, when, and whether the seller opened it from history. */
export interface RestoredResult<Body, Result> {
  body: Body;
  result: Result;
  createdAt: string;
  fromHistory: boolean;
}

/** How many of the newest calls of a tool are looked through for the last one that answered. */
const recentCalls = 10;

/**
 * A history item as a tool result, when it is this tool's, answered (200) and both its request and answer
 * still read as today's contracts (an older shape is not shown rather than shown wrong).
 */
export function restoredFrom<Body, Result>(
  item: UsageHistoryItem | undefined,
  toolId: number,
  schemas: { request: z.ZodType<Body>; result: z.ZodType<Result> },
  fromHistory: boolean,
): RestoredResult<Body, Result> | null {
  if (!item || item.tool_id !== toolId || item.response_status !== 200) return null;
  const body = schemas.request.safeParse(item.request_data);
  const result = schemas.result.safeParse(item.response_data);
  if (!body.success || !result.success) return null;
  return { body: body.data, result: result.data, createdAt: item.created_at, fromHistory };
}

/**
 * The result a tool screen opens with: the history item named by
 * `?history=<id>` (History's 'Open in tool'), else the seller's last answered call of this tool. Read from
 * the server, so it follows the seller to another device and survives a reload.
 */
export function useRestoredResult<Body, Result>(
  toolId: number,
  schemas: { request: z.ZodType<Body>; result: z.ZodType<Result> },
): RestoredResult<Body, Result> | null {
  const [params] = useSearchParams();
  const historyId = Number(params.get('history'));
  const named = Number.isSafeInteger(historyId) && historyId > 0 ? historyId : null;
  const item = useQuery({
    queryKey: historyKeys.item(named),
    queryFn: () => api.get<UsageHistoryItem>(`/api/usage/history/${named}`),
    enabled: named !== null,
    retry: false,
  });
  const recent = useUsageHistory({ toolId, limit: recentCalls }, named === null);
  if (named !== null) return restoredFrom(item.data, toolId, schemas, true);
  const last = recent.data?.history.find((h) => h.response_status === 200);
  return restoredFrom(last, toolId, schemas, false);
}
