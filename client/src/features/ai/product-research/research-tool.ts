import { Package } from 'lucide-react';
import { toolIds } from '@common/constants/tools';
import {
  productResearchRequestSchema,
  type ProductResearchRequest,
  type ProductResearchResponse,
  productResearchResponseSchema,
} from '@common/contracts/ai';
import { defineAiTool } from '../ai-tool-config';
import { ResearchFormFields } from './research-form-fields';
import { ResearchResults } from './research-results';

/** The Product Research results: six result tabs. */
export const productResearchTool = defineAiTool<ProductResearchRequest, ProductResearchResponse>({
  key: 'product_research',
  toolId: toolIds.product_research,
  path: '/api/ai/product-research',
  schema: productResearchRequestSchema,
  resultSchema: productResearchResponseSchema,
  title: 'Product Research',
  purpose:
    'Size up a product before you stock it: demand, competition, prices, seasons and where it sells best.',
  icon: Package,
  formTitle: 'Research a product',
  Fields: ResearchFormFields,
  submitLabels: { idle: 'Research Product', pending: 'Researching...' },
  pendingText: (body) => `Researching '${body.productName}'...`,
  placeholder: {
    title: 'Your product research will appear here',
    text: 'Enter a product: you get the market, competitors, pricing, demand trends, opportunities per platform and recommendations.',
  },
  Results: ResearchResults,
  failure: { title: 'Research Failed', fallback: 'Failed to perform research' },
});
