import { afterEach, describe, expect, it, vi } from 'vitest';
import { toolIds } from '@common/constants/tools';
import {
  keywordRequiredMessage,
  optimizationInputRequiredMessage,
  productNameRequiredMessage,
} from '@common/contracts/ai';
import { aiToolScreen } from './ai-tool-screens';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { keywordResearchTool } from './keyword-research/keyword-tool';
import { productOptimizationTool } from './product-optimization/optimization-tool';
import { productResearchTool } from './product-research/research-tool';

afterEach(() => vi.unstubAllGlobals());

describe('the AI tool configs', () => {
  it('each tool posts to its own endpoint under its own tool id and title', () => {
    const tools = [keywordResearchTool, productResearchTool, productOptimizationTool];
    expect(tools.map((t) => [t.key, t.toolId, t.path, t.title])).toEqual([
      ['keyword_research', toolIds.keyword_research, '/api/ai/keyword-research', 'Keyword Research'],
      ['product_research', toolIds.product_research, '/api/ai/product-research', 'Product Research'],
      [
        'product_optimization',
        toolIds.product_optimization,
        '/api/ai/product-optimization',
        'Product Optimization',
      ],
    ]);
  });

  it('each tool has its failure toast', () => {
    expect(keywordResearchTool.failure).toEqual({
      title: 'Research Failed',
      fallback: 'Failed to perform keyword research',
    });
    expect(productResearchTool.failure).toEqual({
      title: 'Research Failed',
      fallback: 'Failed to perform research',
    });
    expect(productOptimizationTool.failure).toEqual({
      title: 'Optimization Failed',
      fallback: 'Failed to perform optimization',
    });
  });
});

describe('keyword research', () => {
  it('asks for a keyword before calling the server', () => {
    expect(keywordResearchTool.request({ keyword: '   ', platform: 'all', language: 'en' }).errors).toEqual({
      keyword: keywordRequiredMessage,
    });
  });
  it('sends the form trimmed and without empty optional fields', () => {
    const values = {
      keyword: ' cotton kurti ',
      platform: 'myntra',
      category: '',
      language: 'hi',
      researchLocation: '',
    };
    expect(keywordResearchTool.request(values).body).toEqual({
      keyword: 'cotton kurti',
      platform: 'myntra',
      language: 'hi',
    });
  });
  it("says 'Researching...' on the button and names the keyword while it runs", () => {
    expect(keywordResearchTool.submitLabels).toEqual({
      idle: 'Research Keywords',
      pending: 'Researching...',
    });
    const body = keywordResearchTool.request({ keyword: 'kurti', platform: 'all', language: 'en' }).body!;
    expect(keywordResearchTool.pendingText(body)).toBe("Researching 'kurti'...");
  });
});

describe('product research', () => {
  it('asks for a product name, and keeps the chosen price range and location', () => {
    expect(productResearchTool.request({ productName: ' ', platform: 'all' }).errors?.productName).toBe(
      productNameRequiredMessage,
    );
    const body = productResearchTool.request({
      productName: 'cotton kurti',
      category: 'Fashion',
      platform: 'all',
      priceRange: '500 - 1,000',
      researchLocation: ' Jaipur ',
    }).body!;
    expect(body).toEqual({
      productName: 'cotton kurti',
      category: 'Fashion',
      platform: 'all',
      priceRange: '500 - 1,000',
      researchLocation: 'Jaipur',
    });
    expect(productResearchTool.pendingText(body)).toBe("Researching 'cotton kurti'...");
    expect(productResearchTool.submitLabels).toEqual({ idle: 'Research Product', pending: 'Researching...' });
  });
});

describe('product optimization', () => {
  it('needs a product name or a description, and says it is optimizing', () => {
    expect(
      productOptimizationTool.request({ productName: '', description: ' ', platform: 'all' }).errors,
    ).toEqual({
      productName: optimizationInputRequiredMessage,
    });
    const body = productOptimizationTool.request({
      productName: 'steel water bottle 1 litre',
      description: '',
      brand: 'Milton',
      platform: 'amazon',
      targetAudience: 'General Consumers',
    }).body!;
    expect(body).toEqual({
      productName: 'steel water bottle 1 litre',
      brand: 'Milton',
      platform: 'amazon',
      targetAudience: 'General Consumers',
    });
    expect(productOptimizationTool.pendingText(body)).toBe('Optimizing your listing...');
    expect(productOptimizationTool.submitLabels).toEqual({
      idle: 'Optimize Listing',
      pending: 'Optimizing...',
    });
  });
  it('points out a description over 5000 characters', () => {
    const tooLong = productOptimizationTool.request({ description: 'x'.repeat(5001), platform: 'all' });
    expect(tooLong.errors?.description).toBeTruthy();
  });
});

describe('newIdempotencyKey', () => {
  it('is new for each submit', () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
  });
  it('works where randomUUID is missing (plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(171) });
    expect(newIdempotencyKey()).toBe('ab'.repeat(16));
  });
});

describe('aiToolScreen', () => {
  it('loads a screen for each AI tool', async () => {
    for (const key of ['keyword_research', 'product_research', 'product_optimization'] as const) {
      const screen = await aiToolScreen(key)();
      expect(typeof screen.default).toBe('function');
    }
  });
});
