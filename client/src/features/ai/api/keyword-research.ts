import { useMutation } from '@tanstack/react-query';
import type { KeywordResearchRequest, KeywordResearchResponse } from '@common/contracts/ai';
import { postAi, useRefreshUsage, type AiCall, type AiMutationOptions } from './ai-call';

/** POST /api/ai/keyword-research: the keyword research of spec 01 §3 (optional fields already left out of the body). */
export const runKeywordResearch = (call: AiCall<KeywordResearchRequest>) =>
  postAi<KeywordResearchResponse>('/api/ai/keyword-research', call);

export function useKeywordResearch(
  options: AiMutationOptions<KeywordResearchRequest, KeywordResearchResponse> = {},
) {
  const refreshUsage = useRefreshUsage();
  return useMutation({
    ...options,
    mutationFn: runKeywordResearch,
    onSettled: (...args) => {
      void refreshUsage();
      return options.onSettled?.(...args);
    },
  });
}
