import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@common/contracts/auth';
import { api } from '@/lib/api-client';
import { tokens } from '@/lib/tokens';

export type SessionUser = User;

/** GET /api/auth/user, cached 5 min stale and 10 min kept (spec 01 §7). */
export const userQuery = queryOptions({
  queryKey: ['auth', 'user'],
  queryFn: () => api.get<SessionUser>('/api/auth/user'),
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
  retry: false,
});

export type Session =
  | { status: 'loading'; user?: undefined }
  | { status: 'anonymous'; user?: undefined }
  | { status: 'authenticated'; user: SessionUser };

/** Who is signed in: loading while the user call runs, anonymous without a token or when it fails. */
export function useSession(): Session {
  const hasToken = Boolean(tokens.access());
  const query = useQuery({ ...userQuery, enabled: hasToken });
  if (!hasToken) return { status: 'anonymous' };
  if (query.isPending) return { status: 'loading' };
  if (query.data) return { status: 'authenticated', user: query.data };
  return { status: 'anonymous' };
}
