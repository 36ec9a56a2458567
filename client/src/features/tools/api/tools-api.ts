import { queryOptions, useQuery } from '@tanstack/react-query';
import { calculatorToolId } from '@common/constants/tools';
import type { Tool } from '@common/contracts/tools';
import { api } from '@/lib/api-client';

export type { Tool } from '@common/contracts/tools';

export const toolsQuery = queryOptions({
  queryKey: ['tools'],
  queryFn: () => api.get<Tool[]>('/api/tools'),
  staleTime: 5 * 60_000,
});

/** Active tools for the sidebar and the dashboard; skipped for admins. */
export const useTools = (enabled: boolean) => useQuery({ ...toolsQuery, enabled });

export type ToolAvailability = 'loading' | 'available' | 'disabled';

/**
 * Whether a seller can use a tool now, asked afresh when a screen offering it opens (an admin may have just
 * switched it off): 'disabled' once the server's list of active tools lacks it. While the list cannot be read
 * the tool counts as available; the server still refuses calls to a disabled tool.
 */
export function useToolAvailability(toolId: number): ToolAvailability {
  const tools = useQuery({ ...toolsQuery, refetchOnMount: 'always' });
  if (tools.data) return tools.data.some((t) => t.id === toolId) ? 'available' : 'disabled';
  return tools.isPending ? 'loading' : 'available';
}

/** The AI tools a seller can run: active, and not the business calculator. */
export const aiTools = (tools: readonly Tool[]) =>
  tools.filter((t) => t.is_active && t.id !== calculatorToolId && t.name !== 'Calculators');

/** The route of a tool: its own, or a slug of its name. */
export const toolRoute = (tool: Pick<Tool, 'name' | 'route'>) =>
  tool.route ||
  `/${tool.name
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
