import { describe, expect, it } from 'vitest';
import {
  keywordRequiredMessage,
  keywordResearchRequestSchema,
  optimizationInputRequiredMessage,
  productNameRequiredMessage,
  productOptimizationRequestSchema,
  productResearchRequestSchema,
} from '@common/contracts/ai';
import {
  categoryOptions,
  languageOptions,
  priceRangeOptions,
  targetAudienceOptions,
} from '@common/constants/options';
import { platformLabels, platformOptions } from '@common/constants/platforms';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('AI request contracts', () => {
  it('rejects a blank keyword with the spec message', () => {
    for (const keyword of ['', '   ', '\t\n']) {
      const r = keywordResearchRequestSchema.safeParse({ keyword, platform: 'amazon', language: 'en' });
      expect(r.success).toBe(false);
      expect(messages(r)).toEqual([keywordRequiredMessage]);
    }
    expect(keywordRequiredMessage).toBe('Please enter a keyword to research');
    expect(messages(keywordResearchRequestSchema.safeParse({ platform: 'amazon' }))).toContain(
      keywordRequiredMessage,
    );
  });

  it('trims the keyword, defaults the language to English and accepts meesho', () => {
    const r = keywordResearchRequestSchema.parse({ keyword: '  atta 5kg ', platform: 'meesho' });
    expect(r).toEqual({ keyword: 'atta 5kg', platform: 'meesho', language: 'en' });
  });

  it('rejects a blank product name with the spec message', () => {
    const r = productResearchRequestSchema.safeParse({ productName: ' ', platform: 'all' });
    expect(messages(r)).toEqual([productNameRequiredMessage]);
    expect(productNameRequiredMessage).toBe('Please enter a product name to research');
  });

  it('needs a product name or a description for optimization', () => {
    const r = productOptimizationRequestSchema.safeParse({
      productName: ' ',
      description: '',
      platform: 'amazon',
    });
    expect(messages(r)).toEqual([optimizationInputRequiredMessage]);
    expect(optimizationInputRequiredMessage).toBe('Please provide either a product name or description');
    expect(
      productOptimizationRequestSchema.safeParse({ description: 'soft towel', platform: 'amazon' }).success,
    ).toBe(true);
  });

  it('rejects unknown options', () => {
    expect(keywordResearchRequestSchema.safeParse({ keyword: 'x', platform: 'ebay' }).success).toBe(false);
    expect(
      productResearchRequestSchema.safeParse({ productName: 'x', platform: 'all', priceRange: '1-2' })
        .success,
    ).toBe(false);
    expect(
      keywordResearchRequestSchema.safeParse({ keyword: 'x'.repeat(201), platform: 'all' }).success,
    ).toBe(false);
  });

  it('lists the spec options exactly, with Meesho and JioMart added', () => {
    expect(categoryOptions).toHaveLength(28);
    expect(platformOptions).toEqual([
      'all',
      'amazon',
      'flipkart',
      'meesho',
      'myntra',
      'nykaa',
      'jiomart',
      'swiggy',
      'zomato',
      'blinkit',
      'zepto',
      'dunzo',
    ]);
    expect(platformLabels.amazon).toBe('Amazon.in');
    expect(platformLabels.jiomart).toBe('JioMart');
    expect(languageOptions[0]).toBe('en');
    expect(priceRangeOptions).toHaveLength(8);
    expect(targetAudienceOptions[0]).toBe('General Consumers');
  });
});
