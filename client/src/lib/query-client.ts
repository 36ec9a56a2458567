import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Retry 3 times, delay doubling from 1 s up to 30 s, idle cache 5 minutes. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => {
          // A 4xx will not get better by asking again.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failures < 3;
        },
        retryDelay,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
