import { useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { userPlanQuery } from '@/features/plans/api/get-user-plan';
import { api } from '@/lib/api-client';

/** One submit of an AI tool form: the request body and the key that makes a network retry count once. */
export interface AiCall<Body> {
  body: Body;
  idempotencyKey: string;
}

/** Options a screen may pass to an AI mutation hook (everything but the call itself). */
export type AiMutationOptions<Body, Result> = Omit<
  UseMutationOptions<Result, Error, AiCall<Body>>,
  'mutationFn'
>;

/** A fresh Idempotency-Key per submit; falls back to getRandomValues where randomUUID is missing (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** POST to an AI endpoint with the submit's Idempotency-Key header. */
export const postAi = <Result>(path: string, { body, idempotencyKey }: AiCall<Record<string, unknown>>) =>
  api.post<Result>(path, body, { headers: { 'Idempotency-Key': idempotencyKey } });

/** Every AI call changes the seller's usage: refresh the plan so the usage card and sidebar catch up. */
export function useRefreshUsage() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userPlanQuery.queryKey });
}
