import { useMutation } from '@tanstack/react-query';
import type { ProductResearchRequest, ProductResearchResponse } from '@common/contracts/ai';
import { postAi, useRefreshUsage, type AiCall, type AiMutationOptions } from './ai-call';

/** POST /api/ai/product-research: the product research of spec 01 §3 (optional fields already left out of the body). */
export const runProductResearch = (call: AiCall<ProductResearchRequest>) =>
  postAi<ProductResearchResponse>('/api/ai/product-research', call);

export function useProductResearch(
  options: AiMutationOptions<ProductResearchRequest, ProductResearchResponse> = {},
) {
  const refreshUsage = useRefreshUsage();
  return useMutation({
    ...options,
    mutationFn: runProductResearch,
    onSettled: (...args) => {
      void refreshUsage();
      return options.onSettled?.(...args);
    },
  });
}
