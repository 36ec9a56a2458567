import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@common/contracts/auth';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { tokens } from '@/lib/tokens';

export type SessionUser = User;

/** GET /api/auth/user, cached 5 min stale and 10 min kept. */
export const userQuery = queryOptions({
  queryKey: ['auth', 'user'],
  queryFn: () => api.get<SessionUser>('/api/auth/user'),
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
  // A network or server failure is retried (1 s, 2 s, 4 s); a refused session is not.
  retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 3,
});

export type Session =
  | { status: 'loading'; user?: undefined }
  | { status: 'anonymous'; user?: undefined }
  | { status: 'authenticated'; user: SessionUser }
  /** The server could not be reached: the session is kept, the screen offers to try again. */
  | { status: 'unreachable'; user?: undefined; retry: () => void };

/** Who is signed in: loading while the user call runs; anonymous without a token or when the session is refused. */
export function useSession(): Session {
  const hasToken = Boolean(tokens.access());
  const query = useQuery({ ...userQuery, enabled: hasToken });
  if (!hasToken) return { status: 'anonymous' };
  if (query.isPending) return { status: 'loading' };
  if (query.data) return { status: 'authenticated', user: query.data };
  const refused = query.error instanceof ApiError && query.error.status < 500;
  return refused ? { status: 'anonymous' } : { status: 'unreachable', retry: () => void query.refetch() };
}
