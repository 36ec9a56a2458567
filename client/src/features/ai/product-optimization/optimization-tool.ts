import { Target } from 'lucide-react';
import { toolIds } from '@common/constants/tools';
import {
  productOptimizationRequestSchema,
  type ProductOptimizationRequest,
  type ProductOptimizationResponse,
  productOptimizationResponseSchema,
} from '@common/contracts/ai';
import { defineAiTool } from '../ai-tool-config';
import { OptimizationExtras } from './optimization-extras';
import { OptimizationFormFields } from './optimization-form-fields';
import { OptimizationResults } from './optimization-results';

/** The Product Optimization results: five result tabs with copyable texts. */
export const productOptimizationTool = defineAiTool<ProductOptimizationRequest, ProductOptimizationResponse>({
  key: 'product_optimization',
  toolId: toolIds.product_optimization,
  path: '/api/ai/product-optimization',
  schema: productOptimizationRequestSchema,
  resultSchema: productOptimizationResponseSchema,
  title: 'Product Optimization',
  purpose:
    'Rewrite a listing for the platform you sell on: titles within its limits, a description, and keywords.',
  icon: Target,
  formTitle: 'Optimize a listing',
  Fields: OptimizationFormFields,
  submitLabels: { idle: 'Optimize Listing', pending: 'Optimizing...' },
  pendingText: () => 'Optimizing your listing...',
  placeholder: {
    title: 'Your optimized listing will appear here',
    text: 'Enter a product name or your current description: you get title options, a description, a short description, keywords and tips per platform.',
  },
  Results: OptimizationResults,
  Extra: OptimizationExtras,
  failure: { title: 'Optimization Failed', fallback: 'Failed to perform optimization' },
});
