import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface Tool {
  id: number;
  name: string;
  description?: string;
  route: string | null;
  icon: string;
  is_active: boolean;
}

export const toolsQuery = queryOptions({
  queryKey: ['tools'],
  queryFn: () => api.get<Tool[]>('/api/tools'),
  staleTime: 5 * 60_000,
});

/** Active tools for the sidebar; skipped for admins (spec 01 §6). */
export const useTools = (enabled: boolean) => useQuery({ ...toolsQuery, enabled });

/** The route of a tool: its own, or a slug of its name (spec 01 "Navigation"). */
export const toolRoute = (tool: Pick<Tool, 'name' | 'route'>) =>
  tool.route || `/${tool.name.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
