import type { APIRequestContext, APIResponse } from '@playwright/test';

export type AiTool = 'keyword-research' | 'product-research' | 'product-optimization';

/** One AI tool call through the real API on a seller's behalf (the Free Trial allows 3 per tool). */
export function callAiTool(
  request: APIRequestContext,
  accessToken: string,
  tool: AiTool,
  data: Record<string, string>,
): Promise<APIResponse> {
  return request.post(`/api/ai/${tool}`, { headers: { Authorization: `Bearer ${accessToken}` }, data });
}
