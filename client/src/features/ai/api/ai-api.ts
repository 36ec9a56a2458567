import { useMutation, useQueryClient } from '@tanstack/react-query';
import { historyKeys } from '@/features/history';
import { useRefreshUserPlan } from '@/features/plans';
import { api } from '@/lib/api-client';

/**
 * One submit of an AI tool form: what is sent (the form's values, spec names), the same request as the
 * contract reads it (for the screen), and the key that makes a network retry count once.
 */
export interface AiCall<Body> {
  payload: Record<string, string>;
  body: Body;
  idempotencyKey: string;
}

/**
 * POST to an AI tool's endpoint with the submit's Idempotency-Key. Every call changes the
 * seller's usage and history, so both are refreshed afterwards (usage card, sidebar, history, last result).
 */
export function useAiCall<Body extends Record<string, unknown>, Result>(
  path: string,
  onError: (error: unknown) => void,
) {
  const refreshPlan = useRefreshUserPlan();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: AiCall<Body>) =>
      api.post<Result>(path, payload, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onError,
    onSettled: () => {
      void refreshPlan();
      // The call is now the newest history entry: the history screen and the tool's last result follow.
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
    },
  });
}
