import {
  productOptimizationRequestSchema,
  type ProductOptimizationRequestInput,
  type ProductOptimizationResult,
} from '../contracts/ai';

/** A listing optimization request as the API parses it; Amazon.in unless the test names a platform. */
export const optimizationRequest = (
  r: Omit<ProductOptimizationRequestInput, 'platform'> & {
    platform?: ProductOptimizationRequestInput['platform'];
  },
) => productOptimizationRequestSchema.parse({ platform: 'amazon', ...r });

/** An engine's optimization answer for the guard: every field empty but those the test gives. */
export const optimizationAnswer = (over: Partial<ProductOptimizationResult>): ProductOptimizationResult => ({
  titleSuggestions: [],
  bulletPoints: [],
  searchTerms: '',
  optimizedDescription: '',
  shortDescription: '',
  keywords: [],
  platformSpecificTips: [],
  ...over,
});
