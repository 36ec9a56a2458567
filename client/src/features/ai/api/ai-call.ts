import { useMutation } from '@tanstack/react-query';
import { useRefreshUserPlan } from '@/features/plans';
import { api } from '@/lib/api-client';

/** One submit of an AI tool form: the request body and the key that makes a network retry count once. */
export interface AiCall<Body> {
  body: Body;
  idempotencyKey: string;
}

/** A fresh Idempotency-Key per submit; falls back to getRandomValues where randomUUID is missing (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * POST to an AI tool's endpoint with the submit's Idempotency-Key (spec 01 §3). Every call changes the
 * seller's usage, so the plan is refreshed afterwards for the usage card and the sidebar.
 */
export function useAiCall<Body extends Record<string, unknown>, Result>(
  path: string,
  onError: (error: unknown) => void,
) {
  const refreshPlan = useRefreshUserPlan();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: AiCall<Body>) =>
      api.post<Result>(path, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onError,
    onSettled: () => void refreshPlan(),
  });
}
