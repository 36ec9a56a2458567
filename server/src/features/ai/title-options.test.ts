import { describe, expect, it } from 'vitest';
import { productOptimizationRequestSchema } from '@common/contracts/ai';
import { titleLimitFor } from '@common/listing-guard/index';
import { productOptimization } from '../../providers/ai/builtin/index.js';
import { guardedProductOptimization } from './ai-guard.js';

/** Enough to paste: at least three distinct titles a seller can choose from, each within the limit. */
const products = [
  {
    productName: "Women's Straight Kurti",
    description: 'Fabric: 100% cotton. Straight fit, block print, three-quarter sleeves. Sizes S to XXL.',
    category: 'Fashion',
    brand: 'Jaipur Threads',
    platform: 'amazon',
  },
  {
    productName: 'Smartwatch 1.96 inch AMOLED with Bluetooth Calling',
    description: 'Monitors blood pressure. SpO2, heart rate, 7 day battery, IP67.',
    category: 'Electronics',
    brand: 'Pulse',
    platform: 'flipkart',
  },
  {
    productName: 'Desi Cow Ghee 1 L Tin',
    description: 'Desi cow ghee made from cow milk by the bilona method. 1 litre tin.',
    category: 'Food & Beverages',
    brand: 'Gaushala Gold',
    platform: 'amazon',
  },
] as const;

describe('title options', () => {
  for (const p of products)
    it(`gives at least three distinct titles within the limit: ${p.productName}`, () => {
      const req = productOptimizationRequestSchema.parse(p);
      const a = guardedProductOptimization(req, productOptimization(req));
      const titles = a.titleSuggestions;
      expect(new Set(titles.map((t) => t.toLowerCase())).size).toBeGreaterThanOrEqual(3);
      const max = titleLimitFor(p.platform, p.category).max;
      for (const t of titles) expect(t.length).toBeLessThanOrEqual(max);
      expect(titles.join('\n')).not.toMatch(/blood pressure/i);
    });
});
