import { useMutation } from '@tanstack/react-query';
import type { ProductOptimizationRequest, ProductOptimizationResponse } from '@common/contracts/ai';
import { postAi, useRefreshUsage, type AiCall, type AiMutationOptions } from './ai-call';

/** POST /api/ai/product-optimization: the product optimization of spec 01 §3 (optional fields already left out of the body). */
export const runProductOptimization = (call: AiCall<ProductOptimizationRequest>) =>
  postAi<ProductOptimizationResponse>('/api/ai/product-optimization', call);

export function useProductOptimization(
  options: AiMutationOptions<ProductOptimizationRequest, ProductOptimizationResponse> = {},
) {
  const refreshUsage = useRefreshUsage();
  return useMutation({
    ...options,
    mutationFn: runProductOptimization,
    onSettled: (...args) => {
      void refreshUsage();
      return options.onSettled?.(...args);
    },
  });
}
